import type { User } from '@/domain/user';
import { selectIsLoggedIn, selectUser } from './selectors';
import type { RootState } from './store-types';
import { useAppSelector } from './typed-hooks';

/** The key of a signed-out reader. */
export const GUEST = 'guest';

/**
 * Who the API answers for, as a cache key. The API leaves out adult and BL titles per reader (spec §4) and answers
 * wallets, histories and libraries per reader, so a cached answer belongs to one reader with one set of visibility
 * settings: a new key (sign-in, sign-out, adult or BL toggle, a birth date given) makes RTK Query fetch again instead
 * of showing another reader's results.
 */
export function readerKey(user: User | null): string {
  if (!user) return GUEST;
  const { id, isAdult, isAdultKr, showAdult, isBlToggle, birthedAt } = user;
  return `${id}:${[isAdult, isAdultKr, showAdult, isBlToggle, birthedAt !== null].map(Number).join('')}`;
}

/** The reader's key; GUEST unless logged in (spec §4: user, coin and access token all present). */
export function selectReaderKey(state: RootState): string {
  return readerKey(selectIsLoggedIn(state) ? selectUser(state) : null);
}

export function useReaderKey(): string {
  return useAppSelector(selectReaderKey);
}
