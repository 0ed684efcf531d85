import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { coinBalance, coinsUsed, walletOf } from '../../services/economy';

/** Backend `/coin*` (bearer): balances derived from the coin ledger. */
export function coinRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireUser(deps))
      // Reading a balance books due expiries first: a transaction, so that the EXPIRE rows and the sum agree.
      .get('/', async (c) => {
        const now = await deps.clock.now();
        return ok(c, await deps.db.transaction((tx) => coinBalance(tx, c.var.userId, now)));
      })
      .get('/user', async (c) => {
        const now = await deps.clock.now();
        return ok(c, await deps.db.transaction((tx) => walletOf(tx, c.var.userId, now)));
      })
      .get('/user/used', async (c) => ok(c, { used: await coinsUsed(deps.db, c.var.userId) }))
  );
}
