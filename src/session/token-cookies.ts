import { COOKIES } from '@/domain/constants';
import type { TokenPair } from '@/domain/user';
import { removeCookie, setCookie } from '@/lib/cookies';

/** Spec §4: renewed tokens are kept in site-wide cookies for 3600 s. */
export function storeTokenCookies(tokens: TokenPair): void {
  setCookie(COOKIES.accessToken.name, tokens.accessToken, COOKIES.accessToken.maxAge);
  setCookie(COOKIES.refreshToken.name, tokens.refreshToken, COOKIES.refreshToken.maxAge);
}

export function removeTokenCookies(): void {
  removeCookie(COOKIES.accessToken.name);
  removeCookie(COOKIES.refreshToken.name);
}
