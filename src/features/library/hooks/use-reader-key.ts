import { selectUser, useSessionSelector } from '@/session';

/** The key of a signed-out reader. */
export const GUEST = 'guest';

/**
 * Who the API answers for. It leaves out adult and BL titles per reader (spec §4), so a query's cached answer
 * belongs to one reader with one set of visibility settings: a new key (sign-in, sign-out, adult or BL toggle)
 * makes RTK Query fetch again instead of showing another reader's results.
 */
export function useReaderKey(): string {
  const user = useSessionSelector(selectUser);
  if (!user) return GUEST;
  const flags = [user.isAdult, user.isAdultKr, user.showAdult, user.isBlToggle].map((on) => (on ? 1 : 0)).join('');
  return `${user.id}:${flags}`;
}
