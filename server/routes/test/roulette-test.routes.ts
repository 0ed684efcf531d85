import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { ROULETTE_PRIZE_KINDS } from '../../../src/domain/roulette';
import { text } from '../../../src/domain/text';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { PlatformId } from '../../../src/domain/enums';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { lockWallets } from '../../services/economy';
import { forceNextPrize, grantTickets } from '../../services/rewards';

const email = text({ min: 3, max: 254 });
const ticketsRequest = z.object({ email, amount: z.number().check(z.int(), z.gte(1), z.lte(100)) });
const nextPrizeRequest = z.object({ email, kind: z.enum(ROULETTE_PRIZE_KINDS) });

async function readerId(db: Database, platform: PlatformId, address: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), eq(users.platform, platform)));
  if (!user) throw new ApiFailure('NOT_EXIST');
  return user.id;
}

/**
 * Test-only `/api/test/roulette/*` (mounted with the other test routes, in test mode only): tickets for a reader, as
 * an event would give them, and the prize their next spin lands on, so an e2e flow reaches the rare physical prize.
 */
export function rouletteTestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/tickets', async (c) => {
      const body = await readJson(c, ticketsRequest);
      const userId = await readerId(deps.db, deps.config.platform, body.email);
      const now = await deps.clock.now();
      const tickets = await deps.db.transaction(async (tx) => {
        await lockWallets(tx, [userId]);
        return grantTickets(tx, { userId, amount: body.amount, source: 'ADMIN', now });
      });
      return ok(c, { tickets });
    })
    .post('/next-prize', async (c) => {
      const body = await readJson(c, nextPrizeRequest);
      forceNextPrize(deps.db, await readerId(deps.db, deps.config.platform, body.email), body.kind);
      return ok(c, { kind: body.kind });
    });
}
