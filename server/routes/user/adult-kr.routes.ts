import { Hono } from 'hono';
import { krAdultRequest } from '../../../src/domain/kr-adult-request';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { isKoreanRequest, requireUser } from '../../lib/request-info';
import { verifyAdultKr } from '../../services/accounts';
import { withKrReasons } from '../nice/refusals';

/**
 * Front `POST /user/auth/adult/kr` (spec §7): the Korean adult verification's result, taken once, answered with a new
 * token pair as PUT /user ADULT answers. A refusal names its reason beside the code, so the SPA can say which.
 */
export function krAdultRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/user/auth/adult/kr', requireUser(deps), async (c) => {
    const body = await readJson(c, krAdultRequest);
    const korean = isKoreanRequest(c, deps.config);
    return withKrReasons(c, async () => ok(c, await verifyAdultKr(deps, c.var.userId, body, { korean })));
  });
}
