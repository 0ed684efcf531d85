import * as z from 'zod/mini';
import { text } from './text';

/**
 * The terms of use and the privacy policy (spec §2 `/policy`, `/privacy`): one version for both documents. Sign-up
 * records the version the reader agreed to; raising it here is how a new version is published. The version is the
 * day it was written; `TERMS_EFFECTIVE_DATE` is the day it applies from (ISO dates, shown in the platform's format).
 */
export const TERMS_VERSION = '2026-11-01';
export const TERMS_EFFECTIVE_DATE = '2026-11-01';

/** The version a sign-up (or a first social sign-in's MAIL action) says it agreed to; checked by `isCurrentTerms`. */
export const termsVersionField = z.optional(text({ max: 32 }));

/** Consent counts only for the version in force: an absent, older or invented version is TERMS_REQUIRED. */
export function isCurrentTerms(version: string | null | undefined): boolean {
  return version === TERMS_VERSION;
}
