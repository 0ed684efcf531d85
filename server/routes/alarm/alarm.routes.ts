import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { listNotifications, markRead, unreadCount } from '../../services/alarm';
import { pageSize } from '../catalog-params';

/** A page number from the query: digits, 0 first, without sign or leading zero; at most 9999. */
const pageQuery = z.object({
  page: z._default(
    z.pipe(
      z.string().check(z.regex(/^(0|[1-9]\d{0,3})$/)),
      z.transform((value: string) => Number(value)),
    ),
    0,
  ),
  size: pageSize,
});

/** Backend `/alarm*` (spec §7 group `alarm`, bearer): the reader's notifications, their unread count, marking read. */
export function alarmRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => {
      const query = readQuery(c, pageQuery);
      return ok(c, await listNotifications(deps.db, c.var.userId, query, await deps.clock.now()));
    })
    .get('/count', async (c) => ok(c, { unread: await unreadCount(deps.db, c.var.userId, await deps.clock.now()) }))
    .put('/read', async (c) => ok(c, { unread: await markRead(deps.db, c.var.userId, null, await deps.clock.now()) }))
    .put('/:id/read', async (c) => {
      const id = idParam(c);
      return ok(c, { unread: await markRead(deps.db, c.var.userId, id, await deps.clock.now()) });
    });
}
