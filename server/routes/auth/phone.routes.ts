import { Hono } from 'hono';
import { phoneCodeRequest, phoneResetPasswordRequest, phoneVerifyRequest } from '../../../src/domain/phone';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { clientIp } from '../../lib/request-info';
import { resetPasswordByPhone, sendPhoneCode, verifyPhoneCode } from '../../services/accounts';
import { smsSenderFor } from '../../sms';

/** Backend `/auth/phone/*`: the phone flow of spec §4 (a code by SMS, verified, then a new password or the e-mail). */
export function phoneRoutes(deps: AppDeps) {
  const sms = smsSenderFor(deps.config.sms, deps.outbox, deps.clock);
  return new Hono<AppEnv>()
    .post('/code', async (c) => {
      const body = await readJson(c, phoneCodeRequest);
      return ok(c, await sendPhoneCode(deps, sms, body, { ip: clientIp(c, deps.config.trustProxy) }));
    })
    .post('/verify', async (c) => {
      const body = await readJson(c, phoneVerifyRequest);
      return ok(c, await verifyPhoneCode(deps, body));
    })
    .post('/password', async (c) => {
      const body = await readJson(c, phoneResetPasswordRequest);
      await resetPasswordByPhone(deps, body);
      return ok(c, { result: 'SUCCESS' as const });
    });
}
