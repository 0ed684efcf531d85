import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { isKoreanRequest } from '../../lib/request-info';
import { bearerToken } from '../../lib/tokens';
import { recordKoreanIp } from '../../services/accounts';
import { authenticate } from '../../services/session';

/**
 * `GET /auth/ip-kr` (spec §7): is the caller in Korea, as the server sees its address. A signed-in caller (bearer) also
 * gets it recorded as isKrIpUser, which the adult rule and the catalogue read;
 * the flag follows where the reader is now. A missing or stale token only skips the recording: the call needs none.
 */
export async function checkKoreanIp(deps: AppDeps, c: Context<AppEnv>): Promise<boolean> {
  const korean = isKoreanRequest(c, deps.config);
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return korean;
  try {
    const { user } = await authenticate(deps, token);
    if (user.isKrIpUser !== korean) await recordKoreanIp(deps, user.id, korean);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
  }
  return korean;
}
