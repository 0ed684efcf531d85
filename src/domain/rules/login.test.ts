import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_ROUTE, LOGIN_ROUTE, loginRedirect } from './login';

function query(url: string) {
  return new URL(url, 'http://localhost').searchParams;
}

describe('loginRedirect (spec §4 "Moving to login")', () => {
  it('does nothing for a logged-in user', () => {
    expect(loginRedirect({ isLoggedIn: true, currentPath: '/my', target: '/my' })).toBeNull();
  });

  it.each([LOGIN_ROUTE, `${LOGIN_ROUTE}?callback=%2Fmy`])(
    'does nothing on the login route itself (%s)',
    (currentPath) => {
      expect(loginRedirect({ isLoggedIn: false, currentPath, target: '/my' })).toBeNull();
    },
  );

  it('does not mistake a route that merely starts like login for it', () => {
    expect(loginRedirect({ isLoggedIn: false, currentPath: '/user/login-help', target: '/my' })).not.toBeNull();
  });

  it('sends a guest to login with the URL-encoded target in callback', () => {
    const url = loginRedirect({
      isLoggedIn: false,
      currentPath: '/detail/3',
      target: '/viewer/12?mode=PAPER&from=a b',
    });
    expect(url).toBe('/user/login?callback=%2Fviewer%2F12%3Fmode%3DPAPER%26from%3Da+b');
    expect(query(url as string).get('callback')).toBe('/viewer/12?mode=PAPER&from=a b');
  });

  it.each([LOGIN_ERROR_ROUTE, `${LOGIN_ERROR_ROUTE}?error=CredentialsSignin`])(
    'empties a login-error target (%s)',
    (target) => {
      const url = loginRedirect({ isLoggedIn: false, currentPath: '/callback/login-error', target });
      expect(query(url as string).get('callback')).toBe('');
    },
  );

  it('keeps porch when present, and only then', () => {
    const withPorch = loginRedirect({ isLoggedIn: false, currentPath: '/', target: '/shop', porch: 'app&x=1' });
    expect(query(withPorch as string).get('porch')).toBe('app&x=1');
    expect(query(withPorch as string).get('callback')).toBe('/shop');
    for (const porch of [null, undefined, '']) {
      expect(
        query(loginRedirect({ isLoggedIn: false, currentPath: '/', target: '/shop', porch }) as string).has('porch'),
      ).toBe(false);
    }
  });
});
