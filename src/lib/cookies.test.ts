import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    removeCookie('a');
    vi.restoreAllMocks();
  });

  it('reads what it wrote and null for a missing cookie', () => {
    expect(getCookie('a')).toBeNull();
    setCookie('a', 'x y;z', 60);
    expect(getCookie('a')).toBe('x y;z');
  });

  it('writes a site-wide, SameSite=Lax cookie with max-age in seconds', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('a', '1', 86400);
    expect(writes[0]).toMatch(/^a=1; /);
    expect(writes[0]).toContain('; path=/');
    expect(writes[0]).toContain('; sameSite=Lax');
    expect(writes[0]).toContain('; max-age=86400');
    // The test page is http: no Secure flag, or the browser would drop the cookie.
    expect(writes[0]).not.toContain('secure');
  });

  it('removes a cookie', () => {
    setCookie('a', '1', 60);
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it('a zero lifetime expires the cookie at once', () => {
    setCookie('a', '1', 0);
    expect(getCookie('a')).toBeNull();
  });
});
