import { Hono } from 'hono';
import { pushSettingsRequest } from '../../../src/domain/profile';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { setPushSettings } from '../../services/accounts';

/** Backend `/app`: `PUT /app/push` stores the reader's push toggles (spec §3, §7) and answers them. */
export function appRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().put('/push', requireUser(deps), async (c) => {
    const body = await readJson(c, pushSettingsRequest);
    return ok(c, await setPushSettings(deps, c.var.userId, body));
  });
}
