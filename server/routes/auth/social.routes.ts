import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { appleMigrateRequest, socialWelcomeRequest } from '../../../src/domain/schemas';
import { users } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { migrateAppleGuest } from '../../services/apple-migrate';

/**
 * Social accounts: `POST /auth/sign-in/jp/apple/migrate` (the iOS guest account into the apple one, japan only) and
 * `POST /auth/social/welcome` (the new-user page's consent: what the sign-up form asks of an e-mail account).
 */
export function socialRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/sign-in/jp/apple/migrate', async (c) => {
      const body = await readJson(c, appleMigrateRequest);
      return ok(c, await migrateAppleGuest(deps, body));
    })
    .post('/social/welcome', requireUser(deps), async (c) => {
      const { isAgreeMail } = await readJson(c, socialWelcomeRequest);
      if (!c.var.user?.snsProvider) throw new ApiFailure('INVALID_USER');
      const now = await deps.clock.now();
      await deps.db.update(users).set({ isAgreeMail, updatedAt: now }).where(eq(users.id, c.var.userId));
      return ok(c, { isAgreeMail });
    });
}
