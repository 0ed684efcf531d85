import { DENIED_EMAIL_DOMAINS } from '../constants';

// Deliberately plain: one @, a domain of non-empty dot-separated labels ending in a 2+ letter one, no spaces;
// the mail itself proves the rest.
const EMAIL_RE = /^[^\s@]{1,64}@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function isWellFormedEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_RE.test(email);
}

export function isDeniedEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return DENIED_EMAIL_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
