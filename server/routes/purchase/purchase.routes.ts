import { Hono } from 'hono';
import * as z from 'zod/mini';
import { MAX_EPISODES_PER_ORDER, purchaseRequest, waitFreeRequest } from '../../../src/domain/schemas';
import { idText } from '../../../src/domain/text';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { pendingAudience, requestAudience } from '../../services/catalog';
import { previewPurchase, purchaseEpisodes, useWaitFreeTicket } from '../../services/economy';
import { idempotentReply, keyedRequest } from '../idempotent-reply';

const previewQuery = z.object({
  contentId: idText,
  episodeIds: z.pipe(
    z.string().check(z.maxLength(MAX_EPISODES_PER_ORDER * 11)),
    z.pipe(
      z.transform((list: string) => list.split(',')),
      z.array(idText).check(z.minLength(1), z.maxLength(MAX_EPISODES_PER_ORDER)),
    ),
  ),
  kind: z.enum(['0', '1']),
});

/** Backend `/purchase*` (bearer): the purchase sheet, buying and renting episodes, and wait-until-free tickets. */
export function purchaseRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Before the bearer guard: a purchase sends its session lookup in its first batch (one round trip less).
      .post('/', async (c) => {
        const pending = await pendingAudience(c, deps, { signedIn: true });
        const body = await readJson(c, purchaseRequest);
        const keyed = await keyedRequest(c, deps, body, pending.userId!);
        const reply = await purchaseEpisodes(deps.db, pending, body, keyed);
        return c.json(reply.body, reply.status as 200);
      })
      .use(requireUser(deps))
      .get('/preview', async (c) => {
        const query = readQuery(c, previewQuery);
        const audience = await requestAudience(c, deps);
        const request = { contentId: query.contentId, episodeIds: query.episodeIds, kind: Number(query.kind) as 0 | 1 };
        const now = await deps.clock.now();
        return ok(c, await deps.db.transaction((tx) => previewPurchase(tx, audience, request, now)));
      })
      .post('/wait-free', async (c) => {
        const body = await readJson(c, waitFreeRequest);
        const audience = await requestAudience(c, deps);
        return idempotentReply(c, deps, body, (tx, now) => useWaitFreeTicket(tx, audience, body, now));
      })
  );
}
