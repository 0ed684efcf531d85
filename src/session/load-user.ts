import { call, apiErrorOf } from '@/api';
import { COIN_KINDS } from '@/domain/enums';
import type { CoinBalance, TokenPair, User, UserWire } from '@/domain/user';
import { userFromWire } from '@/domain/user';
import { authClient } from '@/auth-client';

export interface LoadedProfile {
  user: User;
  coin: CoinBalance;
  tokens: TokenPair;
}

type Outcome<T> = PromiseSettledResult<T>;

function isUserWire(value: unknown): value is UserWire {
  const v = value as Partial<UserWire> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.nickname === 'string'
  );
}

function isCoinBalance(value: unknown): value is CoinBalance {
  const v = value as Partial<CoinBalance> | null;
  return typeof v === 'object' && v !== null && COIN_KINDS.every((k) => typeof v[k] === 'number');
}

// The user call carries the token in its body, so the call layer's automatic retry (same body) cannot renew it:
// this loader refreshes once itself and asks for both again.
function fetchBoth(accessToken: string): Promise<[Outcome<unknown>, Outcome<unknown>]> {
  return Promise.allSettled([
    call<unknown>('front', 'post', 'user', {
      json: { token: accessToken },
      token: accessToken,
      refreshOnExpiry: false,
    }),
    call<unknown>('backend', 'get', 'coin', { token: accessToken, refreshOnExpiry: false }),
  ]);
}

const needsRefresh = (outcome: Outcome<unknown>) =>
  outcome.status === 'rejected' && apiErrorOf(outcome.reason).code === 'NEED_TO_REFRESH';

/**
 * Spec §4 "Loading user data": user = POST front /user, coin = GET backend /coin. NEED_TO_REFRESH on either tries
 * one refresh and asks for both again. Answers null when either is missing, and the caller clears the session.
 */
export async function loadProfile(
  tokens: TokenPair,
  refresh: (tokens: TokenPair) => Promise<TokenPair | null>,
): Promise<LoadedProfile | null> {
  let current = tokens;
  let outcomes = await fetchBoth(current.accessToken);
  if (outcomes.some(needsRefresh)) {
    const fresh = await refresh(current);
    if (!fresh) return null;
    current = fresh;
    outcomes = await fetchBoth(current.accessToken);
  }
  const [user, coin] = outcomes;
  if (user.status !== 'fulfilled' || coin.status !== 'fulfilled') return null;
  if (!isUserWire(user.value) || !isCoinBalance(coin.value)) {
    // Spec §8: unreadable user data is logged and the session ignored.
    void authClient.log('error', 'USER_DATA_ERROR', { user: isUserWire(user.value), coin: isCoinBalance(coin.value) });
    return null;
  }
  return { user: userFromWire(user.value), coin: coin.value, tokens: current };
}
