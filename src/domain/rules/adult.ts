import type { User } from '../user';

export interface AdultContext {
  /** The platform's Korean adult-auth setting. */
  krAdultAuth: boolean;
  /** The platform lets a guest with the adult cookie see adult content (Japan). */
  guestAdultCookie: boolean;
  birthDateRequired: boolean;
}

type AdultUser = Pick<User, 'isAdult' | 'isKrIpUser' | 'isAdultKr' | 'birthedAt' | 'showAdult'>;

/** Spec §4 "Adult visibility": is this user an adult for the platform's rules. */
export function isAdultUser(user: AdultUser, ctx: AdultContext): boolean {
  if (!user.isAdult) return false;
  if (ctx.birthDateRequired && !user.birthedAt) return false;
  if (ctx.krAdultAuth && user.isKrIpUser) return user.isAdultKr;
  return true;
}

/**
 * May adult content be shown: a guest only on a guest-cookie platform with the cookie Y; a logged-in user
 * when adult and their showAdult flag is on.
 */
export function canSeeAdult(user: AdultUser | null, ctx: AdultContext, guestAdultCookieValue?: string | null): boolean {
  if (!user) return ctx.guestAdultCookie && guestAdultCookieValue === 'Y';
  return isAdultUser(user, ctx) && user.showAdult;
}

/** Whole years between a birth date and a day, both as yyyy-MM-dd calendar dates. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Spec §4, birthday mode: confirmation passes only if the computed age is at least the limit. */
export function birthdayPasses(birthDate: string | null | undefined, today: string, limit: number): boolean {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return false;
  return ageOn(birthDate, today) >= limit;
}
