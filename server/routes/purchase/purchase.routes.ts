import { Hono } from 'hono';
import * as z from 'zod/mini';
import { MAX_EPISODES_PER_ORDER, purchaseRequest, waitFreeRequest } from '../../../src/domain/schemas';
import { idText } from '../../../src/domain/text';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { requestAudience } from '../../services/catalog/audience';
import { previewPurchase, purchaseEpisodes, useWaitFreeTicket } from '../../services/purchases';
import { idempotentReply } from '../idempotent-reply';

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
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/preview', async (c) => {
      const query = readQuery(c, previewQuery);
      const audience = await requestAudience(c, deps);
      const request = { contentId: query.contentId, episodeIds: query.episodeIds, kind: Number(query.kind) as 0 | 1 };
      const now = await deps.clock.now();
      return ok(c, await deps.db.transaction((tx) => previewPurchase(tx, audience, request, now)));
    })
    .post('/', async (c) => {
      const body = await readJson(c, purchaseRequest);
      const audience = await requestAudience(c, deps);
      return idempotentReply(c, deps, body, (tx, now) => purchaseEpisodes(tx, audience, body, now));
    })
    .post('/wait-free', async (c) => {
      const body = await readJson(c, waitFreeRequest);
      const audience = await requestAudience(c, deps);
      return idempotentReply(c, deps, body, (tx, now) => useWaitFreeTicket(tx, audience, body, now));
    });
}
