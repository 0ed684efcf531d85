import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { PlatformId } from '../enums';
import { PHONE_REGIONS } from '../phone';

/**
 * The E.164 form of a mobile number as a reader of `platform` types it, or null when it is not one: a number of the
 * platform's country in its national or international form (with spaces, dashes, dots, brackets or full-width
 * digits), or on 'me' a number of any country with its + code. The SPA and the API use this one rule with the
 * library's mobile metadata, so the screen never accepts a number the server refuses.
 */
export function phoneNumberFor(platform: PlatformId, raw: string): string | null {
  const { country, abroad } = PHONE_REGIONS[platform];
  const typed = raw.trim();
  if (!typed) return null;
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isValid()) return null;
  if (!abroad && parsed.country !== country) return null;
  return parsed.number;
}
