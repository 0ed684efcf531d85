import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshResult } from '../../src/domain/user';
import {
  callJson,
  createTestContext,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dataOf,
  signInAs,
  type TestContext,
} from '../testing';
import { Browser as BrowserOf } from '../testing/browser';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

class Browser extends BrowserOf {
  constructor() {
    super(ctx.app);
  }
}

describe('Auth.js at /api/auth', () => {
  it('signs in with credentials (csrf → callback → session) and exposes the service tokens', async () => {
    const browser = new Browser();
    const { url } = await browser.signIn('adult@example.com', DEMO_PASSWORD);
    expect(new URL(url).pathname).toBe('/my');
    const session = await browser.session();
    expect(session).toMatchObject({
      user: { id: expect.any(String), email: 'adult@example.com', name: 'さくら' },
      expires: expect.any(String),
      accessToken: expect.any(String),
      accessTokenExpiresAt: expect.any(Number),
      refreshToken: expect.any(String),
      refreshTokenExpiresAt: expect.any(Number),
    });
    const coin = await callJson(ctx.app, 'GET', '/api/backend/coin', { token: String(session?.accessToken) });
    expect(dataOf(coin)).toMatchObject(DEMO_ACCOUNTS.find((a) => a.email === 'adult@example.com')?.coins ?? {});
  });

  it('sends a refused sign-in to the login page with the catalogue code', async () => {
    const browser = new Browser();
    const wrong = new URL((await browser.signIn('adult@example.com', 'Wrong1!x')).url);
    expect(wrong.pathname).toBe('/user/login');
    expect(Object.fromEntries(wrong.searchParams)).toEqual({ error: 'CredentialsSignin', code: 'INCORRECT_PASSWORD' });
    expect(new URL((await browser.signIn('ghost@example.com', 'Abcdefg1')).url).searchParams.get('code')).toBe(
      'NOT_REGISTERED_USER',
    );
    expect(new URL((await browser.signIn('ghost', 'Abcdefg1')).url).searchParams.get('code')).toBe('INVALID_MAIL_FORM');
    expect(await browser.session()).toBeNull();
  });

  it('enforces CSRF on the credentials callback', async () => {
    const browser = new Browser();
    await browser.csrf();
    const { url } = await browser.signIn('adult@example.com', DEMO_PASSWORD, 'forged');
    expect(new URL(url).searchParams.get('error')).toBe('MissingCSRF');
    expect(await browser.session()).toBeNull();
  });

  it('redirects the sign-in page to /user/login, keeping callbackUrl (made absolute, same origin) and the error', async () => {
    const res = await ctx.app.request('/api/auth/signin?error=SessionRequired&callbackUrl=%2Fmy');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/user/login');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      callbackUrl: 'http://localhost/my',
      error: 'SessionRequired',
    });
    const hostile = await ctx.app.request('/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2Fx');
    const kept = new URL(hostile.headers.get('location') ?? '', 'http://localhost').searchParams.get('callbackUrl');
    expect(new URL(kept ?? '').origin).toBe('http://localhost');
  });

  it('takes a refreshed pair through the update call, and ignores another user’s', async () => {
    const browser = new Browser();
    await browser.signIn('adult@example.com', DEMO_PASSWORD);
    const before = (await browser.session()) as { accessToken: string; refreshToken: string };
    const renewed = dataOf(
      await callJson<RefreshResult>(ctx.app, 'POST', '/api/backend/auth/refresh', { body: before }),
    );
    const update = async (data: unknown) =>
      browser.request('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ csrfToken: await browser.csrf(), data }),
      });
    expect((await update({ accessToken: renewed.accessToken, refreshToken: renewed.refreshToken })).status).toBe(200);
    expect(await browser.session()).toMatchObject({
      accessToken: renewed.accessToken,
      refreshToken: renewed.refreshToken,
    });
    const other = await signInAs(ctx.app, 'minor@example.com');
    await update({ accessToken: other.accessToken, refreshToken: other.refreshToken });
    expect(await browser.session()).toMatchObject({
      user: { email: 'adult@example.com' },
      accessToken: renewed.accessToken,
    });
  });

  it('ends the session once its refresh token has expired (fail closed)', async () => {
    const browser = new Browser();
    await browser.signIn('rich@example.com', DEMO_PASSWORD);
    const session = (await browser.session()) as { refreshTokenExpiresAt: number };
    await ctx.clock.set(new Date(session.refreshTokenExpiresAt));
    expect(await browser.session()).toBeNull();
  });

  it('signs out', async () => {
    const browser = new Browser();
    await browser.signIn('minor@example.com', DEMO_PASSWORD);
    expect((await browser.signOut()).status).toBe(200);
    expect(await browser.session()).toBeNull();
  });

  it('lists the credentials provider, and social ones only with their keys', async () => {
    const plain = (await (await ctx.app.request('/api/auth/providers')).json()) as Record<string, { type: string }>;
    expect(Object.keys(plain)).toEqual(['credentials']);
    const social = await createTestContext({
      config: { social: { google: { clientId: 'id', clientSecret: 'secret' } } },
    });
    try {
      const providers = (await (await social.app.request('/api/auth/providers')).json()) as Record<
        string,
        { type: string }
      >;
      expect(Object.keys(providers).sort()).toEqual(['credentials', 'google']);
      expect(providers.google?.type).toBe('oidc');
    } finally {
      await social.close();
    }
  });

  it('accepts the client log beacon as JSON or form with 204', async () => {
    const json = await ctx.app.request('/api/auth/_log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'error', code: 'CLIENT_FETCH_ERROR', details: { url: '/api/auth/session' } }),
    });
    expect(json.status).toBe(204);
    const form = await ctx.app.request('/api/auth/_log', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'level=warn&code=X',
    });
    expect(form.status).toBe(204);
  });
});
