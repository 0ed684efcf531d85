import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER } from '../../../src/domain/coins';
import type { UserRow } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, idParam, ok, readJson } from '../../lib/http';
import { bearerToken } from '../../lib/tokens';
import { requestAudience } from '../../services/catalog';
import { claimEvent, eventDetail, listEvents } from '../../services/events';
import { requireIdempotencyKey } from '../../services/economy';
import { authenticate } from '../../services/session';
import { idempotentReply } from '../idempotent-reply';

/** `POST /event/:id/claim`: the step (MISSION); CHECK_IN and COUPON take an empty body. Unknown keys are refused. */
const eventClaimRequest = z.strictObject({
  step: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
});

/** The optional bearer: none is a guest; one that is sent must be valid (NEED_TO_REFRESH lets the client refresh). */
async function readerOf(c: Context<AppEnv>, deps: AppDeps): Promise<UserRow | null> {
  const token = bearerToken(c.req.header('authorization'));
  return token ? (await authenticate(deps, token)).user : null;
}

/** Backend `/event*` (spec §1, §6, §8 Event group): the platform's events, their detail, and claiming a step. */
export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => ok(c, { items: await listEvents(deps.db, deps.config.platform, await deps.clock.now()) }))
    .get('/:id', async (c) => {
      const id = idParam(c);
      const audience = await requestAudience(c, deps);
      return ok(c, await eventDetail(deps.db, deps.config.platform, id, audience, await deps.clock.now()));
    })
    .post('/:id/claim', async (c) => {
      const user = await readerOf(c, deps);
      if (!user) throw new ApiFailure('NOT_LOGIN_USER');
      c.set('userId', user.id);
      const eventId = idParam(c);
      const request = await readJson(c, eventClaimRequest);
      requireIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      return idempotentReply(c, deps, request, (tx, now) =>
        claimEvent(tx, { platform: deps.config.platform, eventId, user, request, now }),
      );
    });
}
