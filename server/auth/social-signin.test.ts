import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalIdp } from '../../scripts/lib/local-idp.mjs';
import { TERMS_VERSION } from '../../src/domain/legal';
import { users } from '../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../testing';
import { Browser } from '../testing/browser';
import { socialSignIn } from '../testing/social';

type Instance = Awaited<ReturnType<TestContext['secondInstance']>>;
let idp: Awaited<ReturnType<typeof startLocalIdp>>;
let japan: TestContext;
// Thai and German instances over the same database: one identity, several platforms, one table of users.
let thai: Instance;
let de: Instance;
beforeAll(async () => {
  idp = await startLocalIdp();
  japan = await createTestContext({ config: { socialTestIssuer: idp.url } });
  [thai, de] = await Promise.all([japan.secondInstance('thai'), japan.secondInstance('de')]);
});
afterAll(async () => {
  await Promise.all([thai.close(), de.close()]);
  await japan.close();
  await idp.stop();
});

async function accountOf(provider: string, snsId: string) {
  return japan.db
    .select()
    .from(users)
    .where(eq(users.snsId, snsId))
    .then((rows) => rows.filter((r) => r.snsProvider === provider));
}

describe('social sign-in against the local test identity provider', () => {
  it('offers the platform login list: japan google, twitter and apple; thai google, facebook and apple', async () => {
    const offered = async (ctx: { app: TestContext['app'] }) =>
      Object.keys((await (await ctx.app.request('/api/auth/providers')).json()) as object).sort();
    expect(await offered(japan)).toEqual(['apple', 'credentials', 'google', 'twitter']);
    expect(await offered(thai)).toEqual(['apple', 'credentials', 'facebook', 'google']);
  });

  it.each(['google', 'twitter', 'apple'])(
    '%s: a first sign-in creates the account and lands on login-newuser',
    async (provider) => {
      const browser = new Browser(japan.app);
      const sub = `${provider}-first`;
      const landed = await socialSignIn(browser, provider, { sub, email: `${sub}@example.test`, name: 'First Reader' });
      expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-newuser?callback=%2Fmy');
      const session = await browser.session();
      expect(session).toMatchObject({ user: { name: 'First Reader' }, accessToken: expect.any(String) });
      const [account] = await accountOf(provider, sub);
      expect(account).toMatchObject({ platform: 'japan', passwordHash: null, status: 'ACTIVE', termsVersion: null });
      const me = await callJson(japan.app, 'POST', '/api/front/user', {
        body: { token: String(session?.accessToken) },
      });
      expect(dataOf(me)).toMatchObject({ id: account?.id, snsProvider: provider });
    },
  );

  it('the welcome step records the mail agreement with the session a social sign-in made (PUT /user MAIL)', async () => {
    const browser = new Browser(japan.app);
    await socialSignIn(browser, 'google', { sub: 'g-welcome', email: 'welcome@example.test' });
    const session = await browser.session();
    const mail = (isAgreeMail: unknown) =>
      callJson(japan.app, 'PUT', '/api/front/user', {
        token: String(session?.accessToken),
        body: { action: 'MAIL', agreeMailRequest: { isAgreeMail }, refreshToken: String(session?.refreshToken) },
      });
    expect(failureOf(await mail('yes')).code).toBe('INVALID_PARAMETER');
    expect(dataOf(await mail(true))).toMatchObject({ accessToken: expect.any(String) });
    const [account] = await accountOf('google', 'g-welcome');
    expect(account?.isAgreeMail).toBe(true);
  });

  it("a first sign-in keeps the guest's marketing code on the new account, as the e-mail sign-up does", async () => {
    const browser = new Browser(japan.app);
    browser.cookies.set('marketingCode', 'spring_campaign-1');
    await socialSignIn(browser, 'google', { sub: 'g-campaign', email: 'campaign@example.test' });
    const [account] = await accountOf('google', 'g-campaign');
    expect(account?.marketingCode).toBe('spring_campaign-1');
    const forged = new Browser(japan.app);
    forged.cookies.set('marketingCode', encodeURIComponent('<script>'));
    await socialSignIn(forged, 'google', { sub: 'g-forged', email: 'forged@example.test' });
    expect((await accountOf('google', 'g-forged'))[0]?.marketingCode).toBeNull();
  });

  it('a reader who never consented is sent to the welcome step again; once consented, to login-success', async () => {
    const identity = { sub: 'g-returning', email: 'returning@example.test', name: 'Returning' };
    await socialSignIn(new Browser(japan.app), 'google', identity);
    const again = new Browser(japan.app);
    const unconsented = await socialSignIn(
      again,
      'google',
      identity,
      '/callback/viewer-login-success?callback=%2Fviewer%2F7',
    );
    expect(`${unconsented.pathname}${unconsented.search}`).toBe('/callback/login-newuser?callback=%2Fviewer%2F7');
    expect(await accountOf('google', 'g-returning')).toHaveLength(1);
    const session = await again.session();
    const consent = await callJson(japan.app, 'PUT', '/api/front/user', {
      token: String(session?.accessToken),
      body: {
        action: 'MAIL',
        agreeMailRequest: { isAgreeMail: false, termsVersion: TERMS_VERSION },
        refreshToken: String(session?.refreshToken),
      },
    });
    expect(consent.status).toBe(200);
    expect((await accountOf('google', 'g-returning'))[0]?.termsVersion).toBe(TERMS_VERSION);
    const landed = await socialSignIn(new Browser(japan.app), 'google', identity);
    expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-success?callback=%2Fmy');
    expect(await accountOf('google', 'g-returning')).toHaveLength(1);
  });

  it('an account without consent whose callback lost its login-success target still goes to the welcome step', async () => {
    const landed = await socialSignIn(new Browser(japan.app), 'google', { sub: 'g-bare' }, '/my');
    expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-newuser?callback=%2Fmy');
  });

  it('facebook (plain OAuth 2 with its own userinfo shape) works on thai', async () => {
    const browser = new Browser(thai.app);
    const landed = await socialSignIn(browser, 'facebook', { sub: 'fb-1', email: 'fb-1@example.test', name: 'Fb' });
    expect(landed.pathname).toBe('/callback/login-newuser');
    const [account] = await accountOf('facebook', 'fb-1');
    expect(account).toMatchObject({ email: 'fb-1@example.test', nickname: 'Fb', platform: 'thai' });
  });

  it('keeps platforms apart: the same google identity makes one account per platform', async () => {
    const identity = { sub: 'g-both', email: 'both@example.test' };
    await socialSignIn(new Browser(japan.app), 'google', identity);
    const landed = await socialSignIn(new Browser(thai.app), 'google', identity);
    expect(landed.pathname).toBe('/callback/login-newuser');
    const rows = await accountOf('google', 'g-both');
    expect(rows.map((r) => r.platform).sort()).toEqual(['japan', 'thai']);
    // A japan session is no session on thai: the cookie of one platform is not taken by the other.
    const browser = new Browser(japan.app);
    await socialSignIn(browser, 'google', identity);
    const onThai = new Browser(thai.app);
    for (const [k, v] of browser.cookies) onThai.cookies.set(k, v);
    expect(await onThai.session()).toBeNull();
  });

  it('does not link an address of an existing account: login-error with the catalogue code', async () => {
    const browser = new Browser(japan.app);
    const landed = await socialSignIn(browser, 'google', { sub: 'g-taken', email: 'adult@example.com' });
    expect(landed.pathname).toBe('/callback/login-error');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      error: 'OAuthAccountNotLinked',
      code: 'ALREADY_USED_ANOTHER_PLATFORM',
    });
    expect(await browser.session()).toBeNull();
    expect(await accountOf('google', 'g-taken')).toHaveLength(0);
  });

  it('a refusal at the provider lands on login-error as AccessDenied, signed out', async () => {
    const browser = new Browser(japan.app);
    const landed = await socialSignIn(browser, 'twitter', 'deny');
    expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-error?error=AccessDenied');
    expect(await browser.session()).toBeNull();
  });

  it('creates no account on the German platform (SIGN_UP_CLOSED)', async () => {
    const landed = await socialSignIn(new Browser(de.app), 'google', { sub: 'g-de', email: 'de@example.test' });
    expect(`${landed.pathname}${landed.search}`).toBe('/callback/login-error?error=AccessDenied&code=SIGN_UP_CLOSED');
    expect(await accountOf('google', 'g-de')).toHaveLength(0);
  });
});
