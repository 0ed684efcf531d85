/** The sections of each document, in reading order; their texts are `legal.<document>.sections.<id>`. */
export const TERMS_SECTIONS = [
  'scope',
  'accounts',
  'coins',
  'episodes',
  'refunds',
  'gifts',
  'community',
  'adult',
  'withdrawal',
  'transfer',
  'changes',
  'contact',
] as const;

export const PRIVACY_SECTIONS = [
  'controller',
  'collected',
  'purposes',
  'cookies',
  'retention',
  'processors',
  'transfer',
  'rights',
  'contact',
] as const;

export type LegalDocumentName = 'terms' | 'privacy';
