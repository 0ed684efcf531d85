import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { prizeAddressRequest, checkPrizeAddress } from '../../../src/domain/roulette-address';
import type { RouletteState } from '../../../src/domain/roulette';
import { idText } from '../../../src/domain/text';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, idParam, ok, readJson, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { bearerToken } from '../../lib/tokens';
import { requestAudience } from '../../services/catalog';
import {
  clearForcedPrize,
  cryptoRandomInt,
  forcedPrizeOf,
  listSpins,
  saveAddress,
  spinOf,
  spinRoulette,
  ticketsOf,
  wheelOf,
} from '../../services/rewards';
import { idempotentReply } from '../idempotent-reply';

const spinsQuery = z.object({ cursor: z.optional(idText) });

/** Spinning and the reader's prizes need a login: no bearer at all is NOT_LOGIN_USER (the SPA's login prompt). */
function signedIn(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const guard = requireUser(deps);
  return async (c, next) => {
    if (!bearerToken(c.req.header('authorization'))) throw new ApiFailure('NOT_LOGIN_USER');
    return guard(c, next);
  };
}

/** Backend `/roulette*`: the wheel with its published odds (guests too), the spin, the reader's spins and addresses. */
export function rouletteRoutes(deps: AppDeps) {
  const platform = deps.config.platform;
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const { user } = await requestAudience(c, deps);
        const [wheel, tickets] = await Promise.all([
          wheelOf(deps.db, platform),
          user ? ticketsOf(deps.db, user.id) : Promise.resolve(0),
        ]);
        return ok(c, { prizes: wheel.map((p) => p.prize), tickets } satisfies RouletteState);
      })
      // A money write: one ticket in, a prize out, once per Idempotency-Key (a retry replays the same spin).
      .post('/spin', signedIn(deps), async (c) => {
        const body = await readJson(c, z.strictObject({}));
        const userId = c.var.userId;
        const forced = deps.config.testMode ? forcedPrizeOf(deps.db, userId) : null;
        const reply = await idempotentReply(c, deps, body, (tx, now) =>
          spinRoulette(tx, { userId, platform, now, random: cryptoRandomInt, forced }),
        );
        if (forced && reply.status === 200) clearForcedPrize(deps.db, userId);
        return reply;
      })
      .get('/spins', signedIn(deps), async (c) => {
        const { cursor } = readQuery(c, spinsQuery);
        return ok(c, await listSpins(deps.db, c.var.userId, platform, cursor));
      })
      .get('/spins/:id', signedIn(deps), async (c) => ok(c, await spinOf(deps.db, c.var.userId, platform, idParam(c))))
      // Where a physical prize goes (spec §3 address form, §5 required fields); INVALID_ADDRESS names no field: the
      // form checks the same rule field by field before it sends.
      .put('/spins/:id/address', signedIn(deps), async (c) => {
        const spinId = idParam(c);
        const checked = checkPrizeAddress(platform, await readJson(c, prizeAddressRequest));
        if (!checked.address) throw new ApiFailure('INVALID_ADDRESS');
        const { address } = checked;
        const now = await deps.clock.now();
        return ok(
          c,
          await deps.db.transaction((tx) => saveAddress(tx, { userId: c.var.userId, platform, spinId, address, now })),
        );
      })
  );
}
