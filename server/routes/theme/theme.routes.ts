import { Hono } from 'hono';
import { isIdText } from '../../../src/domain/text';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok } from '../../lib/http';
import { listThemes, requestAudience, themeDetail } from '../../services/catalog';

/**
 * Backend `/theme*` (spec §7 group `theme`): the serving platform's theme collections; guests may read them. The
 * titles follow the reader's adult and BL rules like every content list.
 */
export function themeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const audience = await requestAudience(c, deps);
      return ok(c, await listThemes(deps.db, deps.config.platform, audience, await deps.clock.now()));
    })
    .get('/:id', async (c) => {
      // A theme address that is not an id names no theme: the same answer as an unknown one (issue 13).
      const raw = c.req.param('id');
      if (!isIdText(raw)) throw new ApiFailure('NOT_FOUND_THEME');
      const audience = await requestAudience(c, deps);
      return ok(c, await themeDetail(deps.db, deps.config.platform, audience, Number(raw), await deps.clock.now()));
    });
}
