import { Hono } from 'hono';
import {
  changePasswordRequest,
  logoutRequest,
  refreshRequest,
  signInRequest,
  signUpRequest,
} from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { clientIp, requireUser } from '../../lib/request-info';
import { checkKoreanIp } from './ip-kr';
import { changePassword, signIn, signUp } from '../../services/accounts';
import { logout, refreshSession } from '../../services/session';
import { passwordResetRoutes } from './password-reset.routes';
import { socialRoutes } from './social.routes';
import { phoneRoutes } from './phone.routes';

/**
 * Backend `/auth/*`: sign-up, sign-in, token refresh and logout, password change and reset (password-reset.routes.ts),
 * Korean-IP check; social accounts (social.routes.ts).
 */
export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/local/reset', passwordResetRoutes(deps))
    .post('/local/sign-up', async (c) => {
      const body = await readJson(c, signUpRequest);
      return ok(c, await signUp(deps, body));
    })
    .post('/local/sign-in', async (c) => {
      const body = await readJson(c, signInRequest);
      return ok(c, await signIn(deps, body, { ip: clientIp(c, deps.config.trustProxy) }));
    })
    .post('/refresh', async (c) => {
      const body = await readJson(c, refreshRequest);
      return ok(c, await refreshSession(deps, body, clientIp(c, deps.config.trustProxy)));
    })
    .put('/logout', async (c) => {
      const body = await readJson(c, logoutRequest);
      await logout(deps, body.refreshToken);
      return ok(c, {});
    })
    .post('/local/change/password', requireUser(deps), async (c) => {
      const body = await readJson(c, changePasswordRequest);
      await changePassword(deps, { userId: c.var.userId, sessionId: c.var.sessionId }, body);
      return ok(c, { result: 'SUCCESS' as const });
    })
    .route('/', socialRoutes(deps))
    .route('/phone', phoneRoutes(deps))
    .get('/ip-kr', async (c) => ok(c, { isKrIp: await checkKoreanIp(deps, c) }));
}
