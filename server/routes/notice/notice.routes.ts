import { Hono } from 'hono';
import { noticeListQuery } from '../../../src/domain/help';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readQuery } from '../../lib/http';
import { listNotices, noticeDetail } from '../../services/help';

/** Backend `/notice*` (spec §7 group `notice`): the serving platform's notices; guests may read them. */
export function noticeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = readQuery(c, noticeListQuery);
      return ok(c, await listNotices(deps.db, deps.config.platform, query, await deps.clock.now()));
    })
    .get('/:id', async (c) => {
      const id = idParam(c);
      return ok(c, await noticeDetail(deps.db, deps.config.platform, id, await deps.clock.now()));
    });
}
