import { Hono } from 'hono';
import { resetLinkQuery, resetMailRequest, resetPasswordRequest } from '../../../src/domain/password-reset';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson, readQuery } from '../../lib/http';
import { clientIp } from '../../lib/request-info';
import { checkResetLink, requestResetMail, resetPassword } from '../../services/accounts';

/** Backend `/auth/local/reset/*`: forgotten password by e-mail (spec §4, §7). */
export function passwordResetRoutes(deps: AppDeps) {
  const client = (c: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(c, deps.config.trustProxy) });
  return new Hono<AppEnv>()
    .post('/mail', async (c) => {
      const body = await readJson(c, resetMailRequest);
      await requestResetMail(deps, body, client(c));
      return ok(c, { result: 'SUCCESS' as const });
    })
    .get('/password', async (c) => ok(c, await checkResetLink(deps, readQuery(c, resetLinkQuery), client(c))))
    .post('/password', async (c) => {
      const body = await readJson(c, resetPasswordRequest);
      await resetPassword(deps, body, client(c));
      return ok(c, { result: 'SUCCESS' as const });
    });
}
