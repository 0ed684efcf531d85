import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { PlatformId } from '../enums';
import { PHONE_REGIONS } from '../phone';

/**
 * The E.164 form of a mobile number as a reader of `platform` types it, or null when it is not one: a number of the
 * platform's country (national or international form), or any valid mobile number on 'me'. The SPA and the API use
 * this one rule with the library's mobile metadata, so the screen never accepts a number the server refuses.
 */
export function phoneNumberFor(platform: PlatformId, raw: string): string | null {
  const region = PHONE_REGIONS[platform];
  const typed = raw.trim();
  if (!typed) return null;
  const parsed = parsePhoneNumberFromString(typed, region ?? undefined);
  if (!parsed?.isValid()) return null;
  if (region && parsed.country !== region) return null;
  return parsed.number;
}
