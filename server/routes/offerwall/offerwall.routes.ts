import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { walletOf } from '../../services/economy';
import { completeTestOffer, receiveOfferwallCallback, testOffersOf } from '../../services/rewards';

/**
 * Backend `/offerwall/*` (issue 13 §3): the server-to-server callback every offerwall adapter answers through, and,
 * while TEST_OFFERWALL is on (never in production), the stand-in offerwall's offers for the signed-in reader.
 */
export function offerwallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().post('/callback/:provider', async (c) => {
    const receipt = await receiveOfferwallCallback(deps, c.req.param('provider'), {
      rawBody: await c.req.text(),
      header: (name) => c.req.header(name),
    });
    return ok(c, receipt);
  });
  if (!deps.config.signals.offerwall.testProvider) return app;
  const signedIn = requireUser(deps);
  return app
    .get('/test/offers', signedIn, async (c) =>
      ok(c, { provider: 'TEST', offers: await testOffersOf(deps.db, c.var.userId) }),
    )
    .post('/test/offers/:id/complete', signedIn, async (c) => {
      const receipt = await completeTestOffer(deps, c.var.userId, c.req.param('id'));
      return ok(c, { ...receipt, wallet: await walletOf(deps.db, c.var.userId, await deps.clock.now()) });
    });
}
