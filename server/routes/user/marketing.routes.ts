import { Hono } from 'hono';
import { marketingVisitRequest } from '../../../src/domain/schemas';
import { marketingVisits } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';

/**
 * Front `POST /user/marketing {marketingCode}`: a signed-in reader arrived with a marketing code (spec §6 "tracked
 * for guests and users"); the visit is recorded on the account. A guest's code rides the sign-up call instead.
 */
export function marketingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/user/marketing', requireUser(deps), async (c) => {
    const { marketingCode } = await readJson(c, marketingVisitRequest);
    const now = await deps.clock.now();
    await deps.db.insert(marketingVisits).values({ userId: c.var.userId, code: marketingCode, createdAt: now });
    return ok(c, { recorded: true });
  });
}
