import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import {
  forwardToLogin,
  isTransferWhitelisted,
  loginCallbackOf,
  requireGuest,
  requireSession,
  requireTransferGuest,
  requireTransferReader,
  requireTransferWhitelist,
} from './guards';
import { paths } from './paths';

const url = (path: string) => new URL(path, 'https://webtoon.example');
const locationOf = (response: Response | null) => response?.headers.get('Location') ?? null;

describe('requireSession', () => {
  it('sends a guest to the session client sign-in page with the page and its query as callbackUrl', () => {
    const response = requireSession(url('/my?tab=coins'), false);
    expect(response?.status).toBe(302);
    expect(locationOf(response)).toBe('/api/auth/signin?error=SessionRequired&callbackUrl=%2Fmy%3Ftab%3Dcoins');
  });

  it('lets a signed-in reader through', () => {
    expect(requireSession(url('/my'), true)).toBeNull();
  });
});

describe('requireTransferWhitelist', () => {
  it.each(['/shop', '/', '/my', '/detail/12', '/home/weekly', '/user/signup', '/qna', '/notice', '/no/such/page'])(
    'on de, %s lands on the transfer note',
    (path) => {
      expect(locationOf(requireTransferWhitelist(url(path), platforms.de))).toBe('/transfer/note');
    },
  );

  it.each([
    '/_/health',
    '/user/login',
    '/mail/resetPassword',
    '/error',
    '/callback/login-success',
    '/callback/login-error',
    '/callback/viewer-login-success',
    '/callback/facebook-login',
    '/callback/login-newuser',
    '/callback/logout-success',
    '/transfer/note',
    '/transfer/apply/login',
    '/transfer/apply/confirm',
    '/transfer/apply/wrong',
    '/transfer/apply/status',
    // The transfer's terms must be readable, and the FAQ answers the transfer's questions.
    '/policy',
    '/privacy',
    '/faq',
  ])('on de, %s stays reachable', (path) => {
    expect(requireTransferWhitelist(url(path), platforms.de)).toBeNull();
  });

  it('does nothing on a platform without the whitelist', () => {
    expect(requireTransferWhitelist(url('/shop'), platforms.japan)).toBeNull();
  });

  it('matches whole patterns only', () => {
    expect(isTransferWhitelisted('/transfer/note')).toBe(true);
    expect(isTransferWhitelisted('/transfer/note/extra')).toBe(false);
    expect(isTransferWhitelisted('/error-log')).toBe(false);
  });
});

describe('loginCallbackOf', () => {
  it('reads callback (spec) and callbackUrl (Auth.js)', () => {
    expect(loginCallbackOf(url('/user/login?callback=%2Fdetail%2F3%3Fep%3D2'))).toBe('/detail/3?ep=2');
    expect(loginCallbackOf(url('/user/login?callbackUrl=%2Fmy'))).toBe('/my');
    expect(loginCallbackOf(url('/user/login?callbackUrl=https%3A%2F%2Fwebtoon.example%2Fshop'))).toBe('/shop');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    `/${'x'.repeat(4096)}`,
  ])('keeps the reader on the site for %s', (hostile) => {
    const target = loginCallbackOf(url(`/user/login?callback=${encodeURIComponent(hostile)}`));
    expect(new URL(target, 'https://webtoon.example').origin).toBe('https://webtoon.example');
    expect(target.startsWith('//')).toBe(false);
  });

  it('never returns to the login itself', () => {
    expect(loginCallbackOf(url('/user/login?callback=%2Fuser%2Flogin%3Fcallback%3D%252Fmy'))).toBe('/');
    expect(loginCallbackOf(url('/user/login'))).toBe('/');
  });
});

describe('requireGuest', () => {
  it('sends a signed-in reader on to the safe callback', () => {
    expect(locationOf(requireGuest(url('/user/login?callback=%2Fmy'), true))).toBe('/my');
    expect(locationOf(requireGuest(url('/user/login?callback=https%3A%2F%2Fevil.example'), true))).toBe('/');
  });

  it('shows the page to a guest', () => {
    expect(requireGuest(url('/user/signup'), false)).toBeNull();
  });
});

describe('forwardToLogin', () => {
  it('turns the session client sign-in URL into the login page, keeping callbackUrl, error and porch', () => {
    const signIn = url(`${paths.authSignIn.href('/my')}&porch=banner`);
    const target = new URL(locationOf(forwardToLogin(signIn)) ?? '', 'https://webtoon.example');
    expect(target.pathname).toBe('/user/login');
    expect(target.searchParams.get('callbackUrl')).toBe('/my');
    expect(target.searchParams.get('error')).toBe('SessionRequired');
    expect(target.searchParams.get('porch')).toBe('banner');
  });
});

describe('transfer steps', () => {
  it('the transfer login sends a signed-in reader on to the confirm step', () => {
    expect(locationOf(requireTransferGuest(true))).toBe('/transfer/apply/confirm');
    expect(requireTransferGuest(false)).toBeNull();
  });

  it('confirm and status opened without a login are a wrong access', () => {
    expect(locationOf(requireTransferReader(false))).toBe('/transfer/apply/wrong');
    expect(requireTransferReader(true)).toBeNull();
  });
});
