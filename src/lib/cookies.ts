import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Send only over HTTPS; defaults to true on an https page. */
  secure?: boolean;
  domain?: string;
}

// Every cookie of the service is site-wide and never sent on cross-site sub-requests.
function attributes(opts: CookieOptions | undefined): Cookies.CookieAttributes {
  const secure = opts?.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  return { path: '/', sameSite: 'Lax', secure, ...(opts?.domain ? { domain: opts.domain } : {}) };
}

export function getCookie(name: string): string | null {
  return Cookies.get(name) ?? null;
}

/** Sets a site-wide cookie that lives `maxAgeSeconds` (the lifetimes of spec §9 are given in seconds). */
export function setCookie(name: string, value: string, maxAgeSeconds: number, opts?: CookieOptions): void {
  Cookies.set(name, value, { ...attributes(opts), 'max-age': String(Math.max(0, Math.floor(maxAgeSeconds))) });
}

export function removeCookie(name: string, opts?: CookieOptions): void {
  Cookies.remove(name, attributes(opts));
}
