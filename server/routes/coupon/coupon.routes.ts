import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../../src/domain/coins';
import { couponRegisterRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { availableCouponCount, listCoupons, registerCoupon, requireIdempotencyKey } from '../../services/economy';
import { GUESS_LIMITS, reserveAttempt } from '../../services/limits';
import { idempotentReply } from '../idempotent-reply';

/** Backend `/coupon*` (bearer): the reader's coupons, the count for the navigation, and registering a code. */
export function couponRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireUser(deps))
      .get('/', async (c) => ok(c, await listCoupons(deps.db, c.var.userId, await deps.clock.now())))
      .get('/count', async (c) =>
        ok(c, { available: await availableCouponCount(deps.db, c.var.userId, await deps.clock.now()) }),
      )
      // Codes can be guessed: each attempt is taken before the code is looked up, and only a registered code gives it
      // back, so refused codes count (TOO_MANY_REQUESTS once a reader's window is spent).
      .post('/register', async (c) => {
        const body = await readJson(c, couponRegisterRequest);
        requireIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
        const attempt = await reserveAttempt(deps.db, GUESS_LIMITS.couponCode, c.var.userId, await deps.clock.now());
        const reply = await idempotentReply(c, deps, body, (tx, now) =>
          registerCoupon(tx, c.var.userId, body.code, deps.config.platform, now),
        );
        if (reply.status === 200) await attempt.giveBack();
        return reply;
      })
  );
}
