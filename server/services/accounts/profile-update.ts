import { eq } from 'drizzle-orm';
import { isCurrentTerms, TERMS_VERSION } from '../../../src/domain/legal';
import type { PushSettings } from '../../../src/domain/profile';
import type { TokenPair, UserWire } from '../../../src/domain/user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { loadActiveUser, rotate, withRefreshToken } from '../session';

/** What `PUT /user` MAIL, AD_TRACKING and PROFILE change on the account; MAIL may carry the consent to the terms in force. */
export type ProfileChange =
  { isAgreeMail: boolean; termsVersion?: string | undefined } | { isAgreeAdTracking: boolean } | { nickname: string };

/** The columns a change writes: a consent is checked against the version in force and stamped with its time. */
function columnsOf(change: ProfileChange, now: Date) {
  if ('nickname' in change) return { nickname: change.nickname.trim() };
  if ('isAgreeAdTracking' in change) return { isAgreeAdTracking: change.isAgreeAdTracking };
  if (change.termsVersion === undefined) return { isAgreeMail: change.isAgreeMail };
  if (!isCurrentTerms(change.termsVersion)) throw new ApiFailure('TERMS_REQUIRED');
  return { isAgreeMail: change.isAgreeMail, termsVersion: TERMS_VERSION, termsAgreedAt: now };
}

/**
 * `PUT /user` actions MAIL and PROFILE (spec §7): change the account, then answer a new pair of tokens of the same
 * session, as adult verification does. The refresh token sent is rotated out in the same transaction: presented
 * again it counts as reuse and ends the session; the access token sent stays valid until it expires (access tokens
 * are checked against their session, which goes on). A refresh token of another reader is NOT_FOUND_REFRESH_TOKEN.
 */
export async function changeProfile(
  deps: AppDeps,
  userId: number,
  change: ProfileChange,
  refreshToken: string,
): Promise<TokenPair> {
  const user = await loadActiveUser(deps.db, userId);
  return withRefreshToken(deps, refreshToken, async (tx, live, now) => {
    if (live.token.userId !== user.id) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    await tx
      .update(users)
      .set({ ...columnsOf(change, now), updatedAt: now })
      .where(eq(users.id, user.id));
    const { refreshTokenId: _r, sessionId: _s, ...pair } = await rotate(tx, deps, live, user, now);
    return pair;
  });
}

/** `PUT /app/push`: the reader's push toggles, stored on the account; answers them as stored. */
export async function setPushSettings(
  deps: AppDeps,
  userId: number,
  settings: PushSettings,
): Promise<UserWire['agreePush']> {
  const user = await loadActiveUser(deps.db, userId);
  const [row] = await deps.db
    .update(users)
    .set({ ...settings, updatedAt: await deps.clock.now() })
    .where(eq(users.id, user.id))
    .returning({
      isAgreePush: users.isAgreePush,
      isAgreePushContents: users.isAgreePushContents,
      isAgreePushFreetime: users.isAgreePushFreetime,
      isAgreePushNight: users.isAgreePushNight,
    });
  if (!row) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  return row;
}
