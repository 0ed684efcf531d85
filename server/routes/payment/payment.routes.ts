import { Hono, type MiddlewareHandler } from 'hono';
import { platforms } from '../../../platforms';
import { PAYMENT_METHODS, type PaymentOffer } from '../../../src/domain/coins';
import { chargeRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { bearerToken } from '../../lib/tokens';
import {
  cancelPayment,
  confirmPayment,
  createCharge,
  listProducts,
  paymentOf,
  paymentsOf,
  refundPayment,
} from '../../services/economy';
import { authenticate, requireTermsConsent } from '../../services/session';
import { idempotentReply } from '../idempotent-reply';

/** A payment id from the path: the UUID the charge made; anything else is NOT_EXIST. */
function paymentId(value: string | undefined): string {
  if (!value || !/^[0-9a-f-]{36}$/.test(value)) throw new ApiFailure('NOT_EXIST');
  return value;
}

/**
 * Backend `/payment*`: the shop's packages (a guest may look), charging through the test payment provider,
 * confirming or cancelling at its checkout, the reader's payments, and refunds (spec §4).
 */
export function paymentRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps);
  // Every step that moves money goes through the provider: without one it is refused before anything is written.
  const provider: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!deps.config.testPayments) throw new ApiFailure('PAYMENT_UNAVAILABLE');
    await next();
  };
  const offer: PaymentOffer = deps.config.testPayments
    ? { provider: 'TEST', methods: [...PAYMENT_METHODS] }
    : { provider: null, methods: [] };
  return new Hono<AppEnv>()
    .get('/provider', (c) => ok(c, offer))
    .get('/products', async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      const userId = token ? (await authenticate(deps, token)).user.id : null;
      return ok(c, await listProducts(deps.db, deps.config.platform, userId));
    })
    .post('/charge', signedIn, provider, async (c) => {
      const body = await readJson(c, chargeRequest);
      // From the account row the bearer guard read. A German account that moved to 'me' is left to the wallet lock,
      // whose ALREADY_TRANSFERRED says more.
      const user = c.var.user;
      if (!user) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
      if (user.transferredAt === null) requireTermsConsent(user.termsVersion);
      return idempotentReply(c, deps, body, (tx, now) =>
        createCharge(tx, c.var.userId, body, deps.config.platform, now),
      );
    })
    .get('/', signedIn, async (c) => {
      const days = platforms[deps.config.platform].historyDays.charge;
      return ok(c, await paymentsOf(deps.db, c.var.userId, await deps.clock.now(), days));
    })
    .get('/:id', signedIn, async (c) => {
      const id = paymentId(c.req.param('id'));
      return ok(c, await paymentOf(deps.db, c.var.userId, id, await deps.clock.now()));
    })
    .post('/:id/confirm', signedIn, provider, async (c) => {
      const id = paymentId(c.req.param('id'));
      return idempotentReply(c, deps, { id }, (tx, now) => confirmPayment(tx, c.var.userId, id, now));
    })
    .post('/:id/cancel', signedIn, provider, async (c) => {
      const id = paymentId(c.req.param('id'));
      const now = await deps.clock.now();
      return ok(c, await deps.db.transaction((tx) => cancelPayment(tx, c.var.userId, id, now)));
    })
    .post('/:id/refund', signedIn, provider, async (c) => {
      const id = paymentId(c.req.param('id'));
      return idempotentReply(c, deps, { id }, (tx, now) => refundPayment(tx, c.var.userId, id, now));
    });
}
