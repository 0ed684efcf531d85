import { and, eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import type { PlatformId } from '../../../src/domain/enums';
import { normalizeEmail } from '../../../src/domain/rules/email';
import type { TokenPair } from '../../../src/domain/user';
import { isUniqueViolation } from '../../db/errors';
import { type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { NEW_ACCOUNT_PUSH } from '../alarm';
import { startSession } from '../session';
import { refuseClosedAccount } from './withdrawal-close';

export interface SocialProfile {
  provider: string;
  snsId: string;
  email: string | null | undefined;
  name: string | null | undefined;
}

/**
 * Sign-in through google, facebook, twitter or apple: the account of (provider, provider id), created on first
 * sign-in (not on the transfer-only German platform: SIGN_UP_CLOSED), `isSignUp` then. An identity belongs to one
 * account of one platform: the same google account on japan and on thai makes two accounts. An address already used
 * by another account of the platform is refused (ALREADY_USED_ANOTHER_PLATFORM) rather than silently linked, since
 * the provider's address is not proof of owning the existing account.
 */
export async function signInSocial(
  deps: AppDeps,
  profile: SocialProfile,
  platform: PlatformId,
  /** The guest's marketing code, kept on an account this sign-in creates (as the e-mail sign-up does). */
  marketingCode: string | null = null,
): Promise<{ user: UserRow; tokens: TokenPair; isSignUp: boolean }> {
  const now = await deps.clock.now();
  // Some providers (twitter) may withhold the address; the account still needs a unique, undeliverable one.
  const email = profile.email ? normalizeEmail(profile.email) : `${profile.snsId}@${profile.provider}.sns.invalid`;
  try {
    return await deps.db.transaction(async (tx) => {
      const active = and(
        eq(users.platform, platform),
        eq(users.snsProvider, profile.provider),
        eq(users.snsId, profile.snsId),
        eq(users.status, 'ACTIVE'),
      );
      let [user] = await tx.select().from(users).where(active);
      const isSignUp = !user;
      if (!user) {
        if (platforms[platform].transferOnly) throw new ApiFailure('SIGN_UP_CLOSED');
        await refuseClosedAccount(tx, { platform, provider: profile.provider, snsId: profile.snsId, email }, now);
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), eq(users.platform, platform), eq(users.status, 'ACTIVE')));
        if (taken) throw new ApiFailure('ALREADY_USED_ANOTHER_PLATFORM');
        const nickname = (profile.name?.trim() || email.slice(0, email.indexOf('@'))).slice(0, 30);
        [user] = await tx
          .insert(users)
          .values({
            email,
            snsProvider: profile.provider,
            snsId: profile.snsId,
            name: profile.name ?? null,
            nickname,
            platform,
            marketingCode,
            ...NEW_ACCOUNT_PUSH,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      }
      if (!user) throw new Error('Social user insert returned nothing.');
      const {
        refreshTokenId: _r,
        sessionId: _s,
        ...tokens
      } = await startSession(tx, deps.config.authSecret, user, now);
      return { user, tokens, isSignUp };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure('ALREADY_USED_ANOTHER_PLATFORM');
    throw error;
  }
}
