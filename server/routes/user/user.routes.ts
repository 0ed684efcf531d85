import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { users } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { isKoreanIp, requireUser } from '../../lib/request-info';
import { requireAccessToken } from '../../lib/tokens';
import { loadActiveUser, toUserWire } from '../../services/user-profile';

const frontUserRequest = z.object({ token: z.string() });
const directUserRequest = z.object({ ipV4: z.optional(z.string().check(z.maxLength(45))) });

/** Front `POST /user`: the access token travels in the body (the SPA's server-side user data wrapper). */
export function frontUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/user', async (c) => {
    const body = await readJson(c, frontUserRequest);
    const claims = await requireAccessToken(deps.config.authSecret, body.token, await deps.clock.now());
    return ok(c, toUserWire(await loadActiveUser(deps.db, claims.userId)));
  });
}

/** Direct `POST /user` (bearer): the user; an ipV4 the client reports updates the Korean-IP flag (spec §4). */
export function directUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/user', requireUser(deps), async (c) => {
    const body = await readJson(c, directUserRequest);
    let user = await loadActiveUser(deps.db, c.var.userId);
    if (body.ipV4) {
      const isKrIpUser = isKoreanIp(body.ipV4, deps.config.krIpPrefixes);
      if (isKrIpUser !== user.isKrIpUser) {
        const [updated] = await deps.db.update(users).set({ isKrIpUser }).where(eq(users.id, user.id)).returning();
        user = updated ?? user;
      }
    }
    return ok(c, toUserWire(user));
  });
}
