import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalIdp } from '../../scripts/lib/local-idp.mjs';
import { users } from '../db/schema';
import { createTestContext, type TestContext } from '../testing';
import { Browser } from '../testing/browser';
import { socialSignIn, startSocialSignIn } from '../testing/social';
import { CARRIED_MARKETING_CODE } from './form-post';

// A real provider is on another site than the app. Its answer comes back as a top-level GET (google: the browser
// sends Lax cookies with it) or, for Apple's form_post, as a cross-site POST (only SameSite=None; Secure cookies).
// socialSignIn sends the callback only what a browser would; these tests pin the cookies' attributes that make it so.

let idp: Awaited<ReturnType<typeof startLocalIdp>>;
let ctx: TestContext;
beforeAll(async () => {
  idp = await startLocalIdp();
  ctx = await createTestContext({ config: { socialTestIssuer: idp.url } });
});
afterAll(async () => {
  await ctx.close();
  await idp.stop();
});

const CALLBACK = '/callback/login-success?callback=%2Fviewer%2F12';

/** name → the Set-Cookie line that set it. */
const byName = (lines: readonly string[]) => new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));

describe('the cookies a social sign-in needs back at its callback', () => {
  it('apple (form_post): state, nonce and callback URL are SameSite=None; Secure; HttpOnly', async () => {
    const { setCookies } = await startSocialSignIn(new Browser(ctx.app), 'apple', CALLBACK);
    const set = byName(setCookies);
    expect([...set.keys()].sort()).toEqual(['authjs.callback-url', 'authjs.nonce', 'authjs.state']);
    for (const [name, line] of set) {
      expect(line, name).toMatch(/; SameSite=None(;|$)/);
      expect(line, name).toMatch(/; Secure(;|$)/);
      expect(line, name).toMatch(/; HttpOnly(;|$)/);
    }
    expect(decodeURIComponent(set.get('authjs.callback-url')!.split(';')[0]!.split('=')[1]!)).toBe(
      `http://localhost${CALLBACK}`,
    );
  });

  it('google (a GET redirect back): Lax as Auth.js makes them, not Secure, so http hosts other than localhost work', async () => {
    const { setCookies } = await startSocialSignIn(new Browser(ctx.app), 'google', CALLBACK);
    const set = byName(setCookies);
    expect([...set.keys()].sort()).toEqual(['authjs.callback-url', 'authjs.pkce.code_verifier']);
    for (const [name, line] of set) {
      expect(line, name).toMatch(/; SameSite=Lax(;|$)/);
      expect(line, name).not.toMatch(/; Secure(;|$)/);
    }
  });

  it('over https the names keep their __Secure- prefix', async () => {
    const csrf = await ctx.app.request('https://localhost/api/auth/csrf');
    const csrfCookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const started = await ctx.app.request('https://localhost/api/auth/signin/apple', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
        cookie: csrfCookie,
      },
      body: new URLSearchParams({ csrfToken, callbackUrl: CALLBACK }).toString(),
    });
    const set = byName(started.headers.getSetCookie());
    expect([...set.keys()].sort()).toEqual([
      '__Secure-authjs.callback-url',
      '__Secure-authjs.nonce',
      '__Secure-authjs.state',
    ]);
    for (const line of set.values()) expect(line).toMatch(/; SameSite=None(;|$)/);
  });

  it('a Lax callback-url cookie of the same value, left by an earlier sign-in, is issued again for apple', async () => {
    const browser = new Browser(ctx.app);
    await startSocialSignIn(browser, 'google', CALLBACK);
    expect(browser.cookies.has('authjs.callback-url')).toBe(true);
    const { setCookies } = await startSocialSignIn(browser, 'apple', CALLBACK);
    expect(byName(setCookies).get('authjs.callback-url')).toMatch(/; SameSite=None; Secure|; Secure; SameSite=None/);
    const landed = await socialSignIn(
      browser,
      'apple',
      { sub: 'apple-stale', email: 'apple-stale@example.test' },
      CALLBACK,
    );
    expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-newuser?callback=%2Fviewer%2F12');
  });

  it("apple: the guest's marketing code (the SPA's Lax cookie) reaches the new account over the cross-site POST", async () => {
    const browser = new Browser(ctx.app);
    browser.cookies.set('marketingCode', 'autumn_campaign-2');
    const landed = await socialSignIn(browser, 'apple', {
      sub: 'apple-campaign',
      email: 'apple-campaign@example.test',
    });
    expect(landed.pathname).toBe('/callback/login-newuser');
    const [account] = await ctx.db.select().from(users).where(eq(users.snsId, 'apple-campaign'));
    expect(account?.marketingCode).toBe('autumn_campaign-2');
    // Handed over once: the callback clears it.
    expect(browser.cookies.has(CARRIED_MARKETING_CODE)).toBe(false);
  });

  it.each(['google', 'apple'])(
    '%s: with only the cookies a browser sends cross-site, a first sign-in lands on the welcome step, callback kept',
    async (provider) => {
      const browser = new Browser(ctx.app);
      const sub = `${provider}-cross-site`;
      const landed = await socialSignIn(browser, provider, { sub, email: `${sub}@example.test` }, CALLBACK);
      expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-newuser?callback=%2Fviewer%2F12');
      // The session cookie the callback set (a top-level navigation may set a Lax cookie) is a session.
      expect(await browser.session()).toMatchObject({ accessToken: expect.any(String) });
    },
  );
});
