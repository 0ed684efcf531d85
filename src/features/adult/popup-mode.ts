import { isAdultUser, type AdultContext } from '@/domain/rules/adult';
import type { User } from '@/domain/user';
import type { PlatformConfig } from '../../../platforms/types';

/** What the adult confirmation needs of the platform (spec §4 "Adult popup", §9). */
export type AdultPlatform = AdultContext & Pick<PlatformConfig, 'adultCheckType' | 'adultAgeLimit' | 'timeZone'>;

export type AdultReader = Pick<User, 'isAdult' | 'isKrIpUser' | 'isAdultKr' | 'birthedAt' | 'showAdult'>;

/**
 * The panel of the adult confirmation:
 * - `guestLogin`: a guest where only a login can unlock adult titles;
 * - `guestCookie`: a guest on a platform that trusts the guest's own "yes" (the adult cookie, Japan);
 * - `birthday`: a reader to verify by date of birth (birthday platforms);
 * - `confirm`: a reader to verify by a "yes" with the stored date (the other platforms);
 * - `krAuth`: a Korean-IP reader where Korean identity verification is required;
 * - `enable`: an adult whose adult content is switched off.
 */
export type AdultPopupMode = 'guestLogin' | 'guestCookie' | 'birthday' | 'confirm' | 'krAuth' | 'enable';

export function adultPopupMode(reader: AdultReader | null, platform: AdultPlatform): AdultPopupMode {
  if (!reader) return platform.guestAdultCookie ? 'guestCookie' : 'guestLogin';
  if (isAdultUser(reader, platform)) return 'enable';
  // The API's adult verification cannot stand in for the Korean one (isAdultKr).
  if (platform.adultCheckType === 'KR_AUTH' || (platform.krAdultAuth && reader.isKrIpUser)) return 'krAuth';
  return platform.adultCheckType === 'BIRTHDAY' || platform.birthDateRequired ? 'birthday' : 'confirm';
}
