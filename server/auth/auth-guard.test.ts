import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, createTestContext, type TestContext } from '../testing';
import { captureLogs } from '../lib/log-capture';
import { isValidCallbackUrl } from './auth-guard';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// A refused callback URL is the client's mistake: nothing may reach the error log.
const logged = vi.spyOn(console, 'error');
const errorLines = captureLogs('error');
afterAll(() => errorLines.restore());
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  expect(errorLines.raw).toEqual([]);
  logged.mockClear();
});

const ORIGIN = 'http://localhost';
const ENVELOPE = { result: 'FAIL', error: { code: 'INVALID_PARAMETER' } };
const ERROR_PAGE = `${ORIGIN}/callback/login-error?error=InvalidCallbackUrl&code=INVALID_PARAMETER`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A csrf token with its cookie, as the session client holds them before a form post. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await ctx.app.request('/api/auth/csrf');
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { token: ((await res.json()) as { csrfToken: string }).csrfToken, cookie };
}

describe('isValidCallbackUrl', () => {
  it.each([
    ['/my', true],
    ['/search?q=a#top', true],
    ['https://evil.example/x', true],
    ['http://localhost/my', true],
    ['evil.example', false],
    ['javascript:alert(1)', false],
    ['mailto:a@example.com', false],
    ['', false],
    ['/my\u0000', false],
    ['/my\nSet-Cookie: x', false],
    ['/\ud800', false],
    [`/${'a'.repeat(2048)}`, false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, valid) => {
    expect(isValidCallbackUrl(value)).toBe(valid);
  });
});

describe('a malformed callbackUrl on /api/auth', () => {
  const jsonActions = ['session', 'csrf', 'providers'];
  const pageActions = ['signin', 'signout', 'error', 'verify-request', 'callback/credentials'];

  it.each(jsonActions)('GET /%s?callbackUrl=evil.example answers 400 INVALID_PARAMETER', async (action) => {
    const res = await ctx.app.request(`/api/auth/${action}?callbackUrl=evil.example`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(ENVELOPE);
  });

  it.each(pageActions)(
    'GET /%s?callbackUrl=evil.example goes to the error page with the catalogue code',
    async (action) => {
      const res = await ctx.app.request(`/api/auth/${action}?callbackUrl=evil.example`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(ERROR_PAGE);
    },
  );

  it.each([...jsonActions, ...pageActions])('POST /%s with it in the query answers 400', async (action) => {
    const res = await ctx.app.request(`/api/auth/${action}?callbackUrl=%2Fmy%00`, { method: 'POST', headers: FORM });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(ENVELOPE);
  });

  it.each(jsonActions)(
    'the callback-url cookie on GET /%s: 400, the cookie cleared, the next call fine',
    async (action) => {
      const res = await ctx.app.request(`/api/auth/${action}`, {
        headers: { cookie: 'authjs.callback-url=evil.example' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(ENVELOPE);
      expect(res.headers.getSetCookie()).toContainEqual(
        expect.stringMatching(/^authjs\.callback-url=; Path=\/; Max-Age=0/),
      );
      expect((await ctx.app.request(`/api/auth/${action}`)).status).toBe(200);
    },
  );

  it('clears the https name of the cookie with Secure, and refuses a cookie Auth.js would decode into junk', async () => {
    const res = await ctx.app.request('/api/auth/session', {
      headers: { cookie: 'a=1; __Secure-authjs.callback-url=%2Fmy%0A; b=2' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Secure-authjs\.callback-url=; .*Max-Age=0.*; Secure$/),
    );
  });

  it.each([
    ['a host without a scheme', 'evil.example'],
    ['a NUL', '/my\u0000'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('in the sign-in form (%s): 400, nobody signed in', async (_name, callbackUrl) => {
    const { token, cookie } = await csrf();
    const res = await ctx.app.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { ...FORM, cookie, 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken: token, email: 'adult@example.com', password: DEMO_PASSWORD, callbackUrl }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(ENVELOPE);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('authjs.session-token='))).toBe(false);
  });

  it('in a JSON body of any type, or a body that is not JSON', async () => {
    for (const body of [
      { callbackUrl: 42 },
      { callbackUrl: ['/my'] },
      { callbackUrl: 'evil.example' },
      '{"callbackUrl":',
    ]) {
      const res = await ctx.app.request('/api/auth/signout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual(ENVELOPE);
    }
  });
});

describe('a callback URL to another site is never followed', () => {
  async function signInTo(callbackUrl: string): Promise<string> {
    const { token, cookie } = await csrf();
    const res = await ctx.app.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { ...FORM, cookie, 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken: token, email: 'adult@example.com', password: DEMO_PASSWORD, callbackUrl }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  }

  it.each([
    ['/my', `${ORIGIN}/my`],
    [`${ORIGIN}/shop?tab=1`, `${ORIGIN}/shop?tab=1`],
    ['https://evil.example/steal', ORIGIN],
    ['//evil.example/x', ORIGIN],
    ['/%2F%2Fevil.example', ORIGIN],
    ['/\\evil.example', ORIGIN],
  ])('signing in with %j leads to %s', async (callbackUrl, url) => {
    expect(await signInTo(callbackUrl)).toBe(url);
  });

  it('sends a foreign target of the session-required redirect to the site itself', async () => {
    const res = await ctx.app.request('/api/auth/signin?error=SessionRequired&callbackUrl=https%3A%2F%2Fevil.example');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', ORIGIN);
    expect(location.pathname).toBe('/user/login');
    expect(location.searchParams.get('callbackUrl')).toBe(ORIGIN);
  });
});

describe('credentials with control characters', () => {
  it.each([
    ['e-mail', { email: 'adult\u0000@example.com', password: DEMO_PASSWORD }],
    ['password', { email: 'adult@example.com', password: `${DEMO_PASSWORD}\u0000` }],
  ])('a NUL in the %s ends the sign-in with INVALID_PARAMETER, not a database error', async (_name, fields) => {
    const { token, cookie } = await csrf();
    const res = await ctx.app.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { ...FORM, cookie, 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken: token, callbackUrl: '/my', ...fields }),
    });
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'INVALID_PARAMETER' });
  });
});

describe('Auth.js redirects pass through the app’s middleware', () => {
  it.each(['/api/auth/callback/credentials', '/api/auth/error?error=Configuration'])(
    'GET %s is Auth.js’s own redirect with the security headers, not a 500',
    async (path) => {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('/callback/login-error?error=');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('a provider this deployment does not have', () => {
  it.each(['signin', 'callback'])('GET /%s/nope goes to the error page; POST answers 404 NOT_EXIST', async (action) => {
    const page = await ctx.app.request(`/api/auth/${action}/nope`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${ORIGIN}/callback/login-error?error=InvalidProvider&code=NOT_EXIST`);
    const call = await ctx.app.request(`/api/auth/${action}/nope`, { method: 'POST', headers: FORM, body: '' });
    expect(call.status).toBe(404);
    expect(await call.json()).toEqual({ result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });
});
