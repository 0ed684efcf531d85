import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import { birthdayPasses } from '../../../src/domain/rules/adult';
import type { KrAdultRequest } from '../../../src/domain/kr-adult-request';
import type { KrIdentityForm, KrRefusal } from '../../../src/domain/kr-identity';
import type { TokenPair } from '../../../src/domain/user';
import type { ErrorCode } from '../../../src/domain/errors';
import { krIdentityRequests, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { BirthDateRefused, calendarDateIn, isCalendarDate } from './accounts';
import { readKrResult, signKrRequest } from './kr-identity-tokens';
import { loadActiveUser, rotate, withRefreshToken } from '../session';

/** How long a reader has at the identity provider, and how long its answer may wait for the SPA. */
export const KR_REQUEST_TTL_SECONDS = 600;
export const KR_RESULT_TTL_SECONDS = 300;
/** Where the test identity provider's page is (server/routes/nice). A real provider's URL would stand here. */
export const TEST_KR_PROVIDER_PATH = '/api/backend/nice/test-provider';

/** A refused verification: a catalogue code plus the reason the SPA names in the reader's language. */
export class KrVerificationRefused extends ApiFailure {
  constructor(
    readonly reason: KrRefusal,
    code: ErrorCode = 'INVALID_PARAMETER',
    status?: 400 | 403,
  ) {
    super(code, status);
    this.name = 'KrVerificationRefused';
  }
}

/** Only platforms with Korean adult auth know these calls; elsewhere they do not exist. */
function requireKrPlatform(deps: AppDeps) {
  if (!platforms[deps.config.platform].krAdultAuth) throw new ApiFailure('NOT_EXIST');
}

/**
 * `GET /nice/encode`: opens a verification for a Korean-IP reader and answers the form that takes them to the
 * identity provider. Without a provider (production until a real one is wired) PAYMENT_UNAVAILABLE: the identity
 * service of spec §7 is a mobile-carrier one.
 */
export async function openKrIdentityRequest(
  deps: AppDeps,
  userId: number,
  client: { korean: boolean; returnOrigin: string },
): Promise<KrIdentityForm> {
  requireKrPlatform(deps);
  if (!deps.config.testKrIdentity) throw new ApiFailure('PAYMENT_UNAVAILABLE');
  if (!client.korean) throw new KrVerificationRefused('NOT_KOREAN_IP', 'INVALID_PARAMETER', 403);
  const now = await deps.clock.now();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + KR_REQUEST_TTL_SECONDS * 1000);
  await deps.db
    .insert(krIdentityRequests)
    .values({ id, userId, platform: deps.config.platform, createdAt: now, expiresAt });
  const encodeData = await signKrRequest(deps.config.authSecret, {
    requestId: id,
    userId,
    returnOrigin: client.returnOrigin,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { action: TEST_KR_PROVIDER_PATH, method: 'POST', fields: { m: 'checkplusService', EncodeData: encodeData } };
}

/**
 * `POST /user/auth/adult/kr`: takes the provider's signed result once. Forged, altered or someone else's → FORGED;
 * past its lifetime → TIMEOUT (EXPIRED); used before → USED; a birth date under the platform's age → UNDER_AGE
 * (INVALID_PARAMETER on birthedAt, as PUT /user ADULT). On success the reader is adult, Korean-verified and sees adult
 * content, and the refresh token sent along is rotated into the new pair, in one transaction.
 */
export async function verifyAdultKr(
  deps: AppDeps,
  userId: number,
  input: KrAdultRequest,
  client: { korean: boolean },
): Promise<TokenPair> {
  requireKrPlatform(deps);
  if (!client.korean) throw new KrVerificationRefused('NOT_KOREAN_IP', 'INVALID_PARAMETER', 403);
  const platform = platforms[deps.config.platform];
  const result = await readKrResult(deps.config.authSecret, input.encodeData);
  if (!result || result.userId !== userId || !isCalendarDate(result.birthDate))
    throw new KrVerificationRefused('FORGED');
  const now = await deps.clock.now();
  if (result.exp * 1000 <= now.getTime()) throw new KrVerificationRefused('EXPIRED', 'TIMEOUT');
  if (!birthdayPasses(result.birthDate, calendarDateIn(platform.timeZone, now), platform.adultAgeLimit)) {
    throw new BirthDateRefused('UNDER_AGE');
  }
  const user = await loadActiveUser(deps.db, userId);
  return withRefreshToken(deps, input.refreshToken, async (tx, live) => {
    if (live.token.userId !== user.id) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    const [request] = await tx
      .select()
      .from(krIdentityRequests)
      .where(eq(krIdentityRequests.id, result.requestId))
      .for('update');
    if (!request || request.userId !== user.id || request.platform !== deps.config.platform) {
      throw new KrVerificationRefused('FORGED');
    }
    if (request.usedAt) throw new KrVerificationRefused('USED');
    await tx.update(krIdentityRequests).set({ usedAt: now }).where(eq(krIdentityRequests.id, request.id));
    await tx
      .update(users)
      .set({
        isAdult: true,
        isAdultKr: true,
        isKrIpUser: true,
        isAdultToggle: true,
        birthedAt: result.birthDate,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const { refreshTokenId: _r, sessionId: _s, ...pair } = await rotate(tx, deps, live, user, now);
    return pair;
  });
}

/** Records what the server sees of the reader's address, so the adult rule and the catalogue follow it. */
export async function recordKoreanIp(deps: AppDeps, userId: number, korean: boolean): Promise<void> {
  await deps.db.update(users).set({ isKrIpUser: korean }).where(eq(users.id, userId));
}
