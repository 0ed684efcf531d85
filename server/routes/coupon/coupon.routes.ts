import { Hono } from 'hono';
import { couponRegisterRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { availableCouponCount, listCoupons, registerCoupon } from '../../services/coupons';
import { idempotentReply } from '../idempotent-reply';

/** Backend `/coupon*` (bearer): the reader's coupons, the count for the navigation, and registering a code. */
export function couponRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => ok(c, await listCoupons(deps.db, c.var.userId, await deps.clock.now())))
    .get('/count', async (c) =>
      ok(c, { available: await availableCouponCount(deps.db, c.var.userId, await deps.clock.now()) }),
    )
    .post('/register', async (c) => {
      const body = await readJson(c, couponRegisterRequest);
      return idempotentReply(c, deps, body, (tx, now) =>
        registerCoupon(tx, c.var.userId, body.code, deps.config.platform, now),
      );
    });
}
