import { Hono } from 'hono';
import * as z from 'zod/mini';
import { purchaseRequest, waitFreeRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { requestAudience } from '../../services/catalog/audience';
import { previewPurchase, purchaseEpisodes, useWaitFreeTicket } from '../../services/purchases';
import { idempotentReply } from '../idempotent-reply';

const previewQuery = z.object({
  contentId: z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  episodeIds: z.string().check(z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,299}$/)),
  kind: z.enum(['0', '1']),
});

/** Backend `/purchase*` (bearer): the purchase sheet, buying and renting episodes, and wait-until-free tickets. */
export function purchaseRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/preview', async (c) => {
      const query = readQuery(c, previewQuery);
      const audience = await requestAudience(c, deps);
      const request = {
        contentId: Number(query.contentId),
        episodeIds: query.episodeIds.split(',').map(Number),
        kind: Number(query.kind) as 0 | 1,
      };
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
