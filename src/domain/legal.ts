/**
 * The terms of use and the privacy policy (spec §2 `/policy`, `/privacy`): one version for both documents. Sign-up
 * records the version the reader agreed to; raising it here is how a new version is published.
 */
export const TERMS_VERSION = '2026-11-01';
