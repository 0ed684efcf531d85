import { FBC_PATTERN, FBCLID_PATTERN } from '@/domain/signals';
import { getCookie, setCookie } from './cookies';

/** Meta's own cookie name for the click id, so a Meta pixel elsewhere on the site reads the same value. */
const FBC_COOKIE = '_fbc';
/** Meta keeps `_fbc` 90 days. */
const FBC_MAX_AGE = 90 * 24 * 3600;

/**
 * A page opened from a Meta ad carries `?fbclid=…`; it is kept as `fb.1.<ms>.<fbclid>`, the `fbc` the Conversions API
 * takes, and sent as `acToken` when the reader's purchase is reported (spec §7 `POST /third-party/facebook/conversion`).
 */
export function keepFbc(search: string, now: number = Date.now()): void {
  const clickId = new URLSearchParams(search).get('fbclid');
  if (clickId && FBCLID_PATTERN.test(clickId)) setCookie(FBC_COOKIE, `fb.1.${now}.${clickId}`, FBC_MAX_AGE);
}

/** The kept click id, when there is a well-formed one. */
export function keptFbc(): string | null {
  const value = getCookie(FBC_COOKIE);
  return value && FBC_PATTERN.test(value) ? value : null;
}
