import { COOKIES } from '@/domain/constants';
import { getCookie, setCookie } from './cookies';

// crypto.randomUUID exists only in secure contexts; a plain-http preview on a LAN address still needs an id.
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id sent as X-Client-Id: kept in the browserId cookie for 86400 s (spec §9), created when missing. */
export function getBrowserId(): string {
  const existing = getCookie(COOKIES.browserId.name);
  if (existing) return existing;
  const id = uuid();
  setCookie(COOKIES.browserId.name, id, COOKIES.browserId.maxAge);
  return id;
}
