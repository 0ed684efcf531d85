import type { User } from '@/domain/user';

/**
 * Who the catalogue answers for. The API leaves out adult and BL titles per reader (spec §4), so a cached list belongs
 * to one reader with one set of visibility settings: a new key (sign-in, sign-out, adult or BL toggle) fetches again.
 */
export function readerKey(user: User | null): string {
  if (!user) return 'guest';
  const { id, isAdult, isAdultKr, showAdult, isBlToggle, birthedAt } = user;
  return `${id}:${[isAdult, isAdultKr, showAdult, isBlToggle, birthedAt !== null].map(Number).join('')}`;
}
