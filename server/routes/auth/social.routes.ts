import { Hono } from 'hono';
import { appleMigrateRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { migrateAppleGuest } from '../../services/accounts';

/**
 * Social accounts: `POST /auth/sign-in/jp/apple/migrate` (the iOS guest account into the apple one, japan only). The
 * new-user page's mail agreement is `PUT /user` action MAIL, as on the settings screen.
 */
export function socialRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/sign-in/jp/apple/migrate', async (c) => {
    const body = await readJson(c, appleMigrateRequest);
    return ok(c, await migrateAppleGuest(deps, body));
  });
}
