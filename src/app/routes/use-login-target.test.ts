import { describe, expect, it } from 'vitest';
import { returnTargetOf } from './use-login-target';

const loginWith = (callback: string) =>
  new URL(`/user/login?${new URLSearchParams({ callback }).toString()}`, 'https://webtoon.example');

describe('returnTargetOf: where a sign-in may send the reader', () => {
  it.each([
    ['/detail/7', '/detail/7'],
    ['/viewer/103?from=detail', '/viewer/103?from=detail'],
    ['/home/ranking?sort=LATEST', '/home/ranking?sort=LATEST'],
    ['/', '/'],
    ['https://webtoon.example/my', '/my'],
  ])('keeps a screen of the app: %s', (callback, expected) => {
    expect(returnTargetOf(loginWith(callback))).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/detail/7'],
    ['a protocol-relative address', '//evil.example/detail/7'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a path the app does not have', '/wp-admin/setup.php'],
    ['a deeper path under a screen', '/detail/7/../../admin'],
    ['the login itself', '/user/login?callback=%2Fmy'],
    ['the sign-up', '/user/signup'],
    ['a sign-in callback', '/callback/logout-success'],
    ['the session client', '/api/auth/signout'],
  ])('sends %s home instead', (_, callback) => {
    expect(returnTargetOf(loginWith(callback))).toBe('/');
  });
});
