import type { AdultCheckType, LoginProvider, PlatformId } from '../src/domain/enums';

/** Everything in which the five platform variants differ. Read only through the `@platform` alias. */
export interface PlatformConfig {
  id: PlatformId;
  /** BCP 47 tag of the one language this bundle speaks. */
  locale: 'ja' | 'th' | 'zh-TW' | 'en' | 'de';
  timeZone: string;
  /**
   * The zone's one offset from UTC, in hours, where it has kept one since 1980 (no summer time): its dates are then
   * plain arithmetic, without loading ICU's zone data (issue 30; src/i18n/format-date.test.ts holds it equal to Intl).
   * Absent for a zone with summer time.
   */
  utcOffsetHours?: number;
  currency: 'JPY' | 'THB' | 'TWD' | 'USD' | 'EUR';
  /**
   * How the market writes its prices where the locale's default misleads (issue 14): zh-TW writes TWD as a bare "$"
   * with cents, which reads as US dollars; Taiwan writes NT$ and whole dollars. Prices of such a market are whole.
   */
  money?: { symbol: string; fractionDigits: number };
  /** date-fns pattern for calendar dates. */
  dateFormat: string;
  /** The calendar its dates are shown in: Thai readers count years in the Buddhist era (2567 = 2024). Gregorian if absent. */
  calendar?: 'buddhist';
  adultCheckType: AdultCheckType;
  adultAgeLimit: number;
  /** Birth date must be known before adult content is shown (spec §4: Thai and Taiwanese platforms). */
  birthDateRequired: boolean;
  /** A logged-out visitor with the adult cookie Y may see adult content (spec §4: Japanese platform). */
  guestAdultCookie: boolean;
  /** Korean-IP users additionally need Korean adult verification (isAdultKr). */
  krAdultAuth: boolean;
  /** The BL display rule of spec §4 applies (the 'me' variant). */
  blToggle: boolean;
  logins: readonly LoginProvider[];
  historyDays: { charge: number; use: number; mileage: number };
  /** Only the transfer whitelist of spec §2 is reachable (the German variant). */
  transferOnly: boolean;
  maxWidth: number;
}
