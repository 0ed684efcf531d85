import { COOKIES } from '@/domain/constants';
import { isMarketingCode, MARKETING_CODE_PARAM } from '@/domain/marketing';
import { getCookie, removeCookie, setCookie } from './cookies';

/** A page opened with `?marketingCode=…` keeps the code for 7200 s (spec §9), until a sign-up or visit records it. */
export function keepMarketingCode(search: string): void {
  const code = new URLSearchParams(search).get(MARKETING_CODE_PARAM);
  if (isMarketingCode(code)) setCookie(COOKIES.marketingCode.name, code, COOKIES.marketingCode.maxAge);
}

/** The kept code, when there is a well-formed one. */
export function keptMarketingCode(): string | null {
  const code = getCookie(COOKIES.marketingCode.name);
  return isMarketingCode(code) ? code : null;
}

/** Recorded on the account: not sent again. */
export function forgetMarketingCode(): void {
  removeCookie(COOKIES.marketingCode.name);
}
