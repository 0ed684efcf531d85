import { eq } from 'drizzle-orm';
import type { AppleMigrateRequest } from '../../../src/domain/schemas';
import type { SignInResult } from '../../../src/domain/user';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { lockWallets } from '../economy';
import { authenticate, startSession } from '../session';
import { moveAccount } from '../transfer';

/** The iOS app's guest accounts, made without a sign-in; the only accounts this call moves. */
export const APPLE_GUEST = 'apple_guest';

/**
 * Moves an iOS guest account of the japan platform into the account signed in with apple: coins (by lot, with their
 * expiry), owned and rented episodes, favourites and waiting gifts, as the account transfer moves a German account
 * (transfer/move.ts), in one transaction under both wallet locks. The guest is marked transferred: nothing left to
 * spend, and a second call answers ALREADY_TRANSFERRED. Answers a fresh session of the apple account (isMigrate).
 * The apple account keeps its own consent to the terms (or its lack, until its welcome step): a guest has none to give.
 */
export async function migrateAppleGuest(deps: AppDeps, keys: AppleMigrateRequest): Promise<SignInResult> {
  if (deps.config.platform !== 'japan') throw new ApiFailure('NOT_EXIST');
  const guest = await authenticate(deps, keys.appKeyRequest);
  const web = await authenticate(deps, keys.webKeyRequest);
  if (guest.user.snsProvider !== APPLE_GUEST || web.user.snsProvider !== 'apple') throw new ApiFailure('INVALID_USER');
  const now = await deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockWallets(tx, [guest.user.id, web.user.id]);
    // Read again under the locks: a racing migration of the same guest has finished by now.
    const [source] = await tx.select().from(users).where(eq(users.id, guest.user.id));
    if (!source || source.transferredAt) throw new ApiFailure('ALREADY_TRANSFERRED');
    await moveAccount(tx, source, { kind: 'EXISTING', user: web.user }, now);
    const {
      refreshTokenId: _r,
      sessionId: _s,
      ...pair
    } = await startSession(tx, deps.config.authSecret, web.user, now);
    return { ...pair, isSignUp: false, userId: web.user.id, isMigrate: true };
  });
}
