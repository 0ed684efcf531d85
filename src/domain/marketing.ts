/**
 * Marketing codes (spec §6 "tracked for guests and users", §9 cookie 7200 s): `?marketingCode=<code>` on any page.
 * The query parameter takes the cookie's name (COOKIES.marketingCode), so one name is all a campaign needs to know.
 */
export const MARKETING_CODE_PARAM = 'marketingCode';

/** Letters, digits, `_` and `-`, 1 to 64: a campaign's tag, never free text. */
export const MARKETING_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isMarketingCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && MARKETING_CODE_PATTERN.test(value);
}
