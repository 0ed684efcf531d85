import { Hono } from 'hono';
import { sendGiftRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { idParam, ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { requestAudience } from '../../services/catalog';
import { listGifts, receiveGift, sendGift, waitingGiftCount } from '../../services/economy';
import { idempotentReply } from '../idempotent-reply';

/** Backend `/gift*` (bearer): the gift box, its count for the navigation badge, receiving and sending gifts. */
export function giftRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => ok(c, await listGifts(deps.db, c.var.userId, await deps.clock.now())))
    .get('/count', async (c) =>
      ok(c, { waiting: await waitingGiftCount(deps.db, c.var.userId, await deps.clock.now()) }),
    )
    .post('/send', async (c) => {
      const body = await readJson(c, sendGiftRequest);
      const audience = await requestAudience(c, deps);
      return idempotentReply(c, deps, body, (tx, now) => sendGift(tx, audience, body, now));
    })
    .post('/:id/receive', async (c) => {
      const id = idParam(c);
      const audience = await requestAudience(c, deps);
      return idempotentReply(c, deps, { id }, (tx, now) => receiveGift(tx, audience, id, now));
    });
}
