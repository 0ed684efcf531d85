import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { coinBalance, coinSummary, coinsUsed } from '../../services/ledger';
import { loadActiveUser } from '../../services/user-profile';

/** Backend `/coin*` (bearer): balances derived from the coin ledger. */
export function coinRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(async (c, next) => {
      await loadActiveUser(deps.db, c.var.userId);
      await next();
    })
    .get('/', async (c) => ok(c, await coinBalance(deps.db, c.var.userId, await deps.clock.now())))
    .get('/user', async (c) => ok(c, await coinSummary(deps.db, c.var.userId, await deps.clock.now())))
    .get('/user/used', async (c) => ok(c, { used: await coinsUsed(deps.db, c.var.userId) }));
}
