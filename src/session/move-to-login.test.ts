import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestStore } from '@/testing/store';
import { COOKIES } from '@/domain/constants';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { moveToLogin } from './move-to-login';
import { sessionEstablished } from './session-slice';

const callbackCookies = [COOKIES.loginCallbackFinished.name, COOKIES.isSignUp.name];

beforeEach(() => {
  for (const name of callbackCookies) setCookie(name, 'Y', 3600);
});
afterEach(() => {
  for (const name of [...callbackCookies, COOKIES.loginCheck.name]) removeCookie(name);
});

describe('moveToLogin (spec §4)', () => {
  it('answers the login URL with the target URL-encoded and the porch kept, and removes the callback cookies', () => {
    const store = makeTestStore();
    const url = store.dispatch(
      moveToLogin({ target: '/detail/7?tab=episodes&x=1', currentPath: '/detail/7', porch: 'event' }),
    );
    expect(url).toBe(`/user/login?callback=${encodeURIComponent('/detail/7?tab=episodes&x=1')}&porch=event`);
    for (const name of callbackCookies) expect(getCookie(name)).toBeNull();
    // The login check (spec §9, 600 s) marks the login this site asked for; the login callback removes it.
    expect(getCookie(COOKIES.loginCheck.name)).toBe('Y');
  });

  it('does nothing when the reader is logged in', () => {
    const store = makeTestStore();
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    expect(store.dispatch(moveToLogin({ target: '/my', currentPath: '/my' }))).toBeNull();
    for (const name of callbackCookies) expect(getCookie(name)).toBe('Y');
  });

  it('does nothing on the login route itself', () => {
    const store = makeTestStore();
    expect(store.dispatch(moveToLogin({ target: '/my', currentPath: '/user/login' }))).toBeNull();
    for (const name of callbackCookies) expect(getCookie(name)).toBe('Y');
    expect(getCookie(COOKIES.loginCheck.name)).toBeNull();
  });

  it('drops a target that starts with the login-error route', () => {
    const store = makeTestStore();
    const url = store.dispatch(
      moveToLogin({ target: '/callback/login-error?error=x', currentPath: '/callback/login-error' }),
    );
    expect(url).toBe('/user/login?callback=');
  });
});
