import { Hono } from 'hono';
import { withdrawalConfirmRequest, withdrawalRequest } from '../../../src/domain/withdrawal';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { clientIp, requireUser } from '../../lib/request-info';
import { ipSubject, reserveAttempt } from '../../services/limits';
import {
  confirmWithdrawal,
  requestWithdrawal,
  WITHDRAWAL_LINK_LIMIT,
  withdrawalSummary,
} from '../../services/accounts';

/**
 * Backend `/withdrawal` (spec §7's withdrawal group): what the reader loses and the request that mails the link
 * (bearer), and the link's confirmation, which needs no session: the mail may be opened on another device.
 */
export function withdrawalRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', requireUser(deps), async (c) => ok(c, await withdrawalSummary(deps, c.var.userId)))
    .post('/', requireUser(deps), async (c) => {
      const body = await readJson(c, withdrawalRequest);
      return ok(c, await requestWithdrawal(deps, c.var.userId, body));
    })
    .post('/confirm', async (c) => {
      const body = await readJson(c, withdrawalConfirmRequest);
      const attempt = await reserveAttempt(
        deps.db,
        WITHDRAWAL_LINK_LIMIT,
        ipSubject(clientIp(c, deps.config.trustProxy)),
        await deps.clock.now(),
      );
      const done = await confirmWithdrawal(deps, body.token);
      await attempt.giveBack();
      return ok(c, done);
    });
}
