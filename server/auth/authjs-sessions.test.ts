import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../env';
import { callJson, createTestContext, DEMO_PASSWORD, failureOf, signInAs, type TestContext } from '../testing';
import { Browser } from '../testing/browser';
import { TERMS_VERSION } from '../../src/domain/legal';

// Found by an attacker: an Auth.js cookie copied before sign-out still gave a working access token, and production
// cookies were neither Secure nor __Secure-, even behind a proxy saying https.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signedIn(email: string) {
  const browser = new Browser(ctx.app);
  await browser.signIn(email, DEMO_PASSWORD);
  const session = (await browser.session()) as { accessToken: string; refreshToken: string };
  const copy = new Browser(ctx.app);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return { browser, copy, session };
}

const coin = (token: string) => callJson(ctx.app, 'GET', '/api/backend/coin', { token });

describe('ending an Auth.js session', () => {
  it('sign-out ends it on the server: a cookie copied before yields no session, its access token no data', async () => {
    const { browser, copy, session } = await signedIn('minor@example.com');
    expect((await coin(session.accessToken)).status).toBe(200);
    expect((await browser.signOut()).status).toBe(200);
    expect(await browser.session()).toBeNull();
    expect(await copy.session()).toBeNull();
    expect(failureOf(await coin(session.accessToken))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
  });

  it('a backend logout with the cookie’s refresh token ends the cookie’s session too', async () => {
    const { browser, session } = await signedIn('adult@example.com');
    const reply = await callJson(ctx.app, 'PUT', '/api/backend/auth/logout', {
      body: { refreshToken: session.refreshToken },
    });
    expect(reply.status).toBe(200);
    expect(await browser.session()).toBeNull();
  });

  it('a password change elsewhere ends the cookie’s session', async () => {
    const email = `cookie-${Date.now()}@example.com`;
    await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
      body: { email, password: DEMO_PASSWORD, termsVersion: TERMS_VERSION },
    });
    const browser = new Browser(ctx.app);
    await browser.signIn(email, DEMO_PASSWORD);
    expect(await browser.session()).not.toBeNull();
    const phone = await signInAs(ctx.app, email);
    const changed = await callJson(ctx.app, 'POST', '/api/backend/auth/local/change/password', {
      token: phone.accessToken,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Newpass99' },
    });
    expect(changed.status).toBe(200);
    expect(await browser.session()).toBeNull();
  });
});

/** The names and flags of the cookies a credentials sign-in sets on a deployment with `config`. */
async function cookiesOf(config: Partial<ServerConfig>, headers: Record<string, string> = {}) {
  const other = await createTestContext({ config });
  try {
    const browser = new Browser(other.app, headers);
    const signin = await browser.request('/api/auth/signin?callbackUrl=%2Fmy');
    const callbackUrl = new URL(signin.headers.get('location') ?? '', 'http://x').searchParams.get('callbackUrl');
    const csrf = browser.lastSetCookies;
    await browser.signIn('rich@example.com', DEMO_PASSWORD);
    const lines = [...csrf, ...browser.lastSetCookies];
    const session = lines.find((line) => /authjs\.session-token=/.test(line)) ?? '';
    return {
      callbackOrigin: new URL(callbackUrl ?? '').origin,
      session: { name: session.split('=')[0], secure: /;\s*secure/i.test(session) },
      csrfName: lines.find((line) => /authjs\.csrf-token=/.test(line))?.split('=')[0],
      signedIn: (await browser.session()) !== null,
    };
  } finally {
    await other.close();
  }
}

describe('Auth.js cookies and the public URL', () => {
  it('in production the cookies are Secure with the __Secure- (csrf: __Host-) prefix', async () => {
    const cookies = await cookiesOf({ production: true, nodeEnv: 'production' });
    expect(cookies.session).toEqual({ name: '__Secure-authjs.session-token', secure: true });
    expect(cookies.csrfName).toBe('__Host-authjs.csrf-token');
  });

  it('ignores X-Forwarded-Proto and -Host without TRUST_PROXY', async () => {
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const cookies = await cookiesOf({ trustProxy: false }, forged);
    expect(cookies.callbackOrigin).toBe('http://localhost');
    expect(cookies.session).toEqual({ name: 'authjs.session-token', secure: false });
    expect(cookies.signedIn).toBe(true);
  });

  it('behind a trusted proxy takes the public protocol and host from them', async () => {
    const proxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'webtoon.example' };
    const cookies = await cookiesOf({ trustProxy: true }, proxy);
    expect(cookies.callbackOrigin).toBe('https://webtoon.example');
    expect(cookies.session).toEqual({ name: '__Secure-authjs.session-token', secure: true });
    expect(cookies.signedIn).toBe(true);
  });
});
