import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  readerOn,
  signInAs,
  signUpReader,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { checkLink, latestResetMail, localReaderOn, requestMail, reset } from './reset-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const MINUTE = 60_000;
async function moveClock(ms: number) {
  await ctx.clock.set(new Date((await ctx.clock.now()).getTime() + ms));
}

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// mails asked for at once and one link used twice at once.
describe('POST /auth/local/reset/mail', () => {
  it('mails a single-use link in the platform language, absolute on PUBLIC_URL, its token stored hashed', async () => {
    const reader = await signUpReader(ctx, 'reset-mail');
    dataOf(await requestMail(ctx.app, reader.email.toUpperCase()));
    const { mail, url, link } = await latestResetMail(ctx, reader.email);
    expect(mail.subject).toBe('パスワード再設定のご案内');
    expect(mail.body).toContain(`${url.toString()}\n`);
    expect(url.origin).toBe(ctx.config.publicUrl);
    expect(url.pathname).toBe('/mail/resetPassword');
    expect(link.userId).toBe(reader.userId);
    const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, reader.userId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(link.uuid);
    expect(row?.expiresAt.getTime()).toBe((row?.requestedAt.getTime() ?? 0) + 60 * MINUTE);
  });

  it('writes the German mail on the German deployment', async () => {
    const reader = await localReaderOn(ctx, 'de', 'Passwort12');
    dataOf(await requestMail(ctx.appFor('de'), reader.email));
    const { mail } = await latestResetMail(ctx, reader.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.body).toMatch(/^Hallo Lena,\n\nwir haben eine Anfrage erhalten/);
  });

  it.each([
    ['an unknown address', () => uniqueEmail('nobody'), 'NOT_FOUND_USER'],
    ['an empty address', () => '  ', 'EMPTY_EMAIL'],
    ['a malformed address', () => 'not-an-address', 'INVALID_MAIL_FORM'],
  ])('refuses %s with %s', async (_label, email, code) => {
    expect(failureOf(await requestMail(ctx.app, email()))).toEqual({ status: 400, code });
  });

  it('tells a social-login account to use its provider (NOT_LOCAL_LOGIN_USER), sending nothing', async () => {
    const social = await readerOn(ctx, 'japan', { snsProvider: 'google', snsId: `g-${Date.now()}` });
    expect(failureOf(await requestMail(ctx.app, social.email)).code).toBe('NOT_LOCAL_LOGIN_USER');
    expect((await ctx.outbox.list()).some((m) => m.recipient === social.email)).toBe(false);
  });

  it('answers FREQUENT_REQUEST within 5 minutes, even to parallel requests; later a new link replaces the old', async () => {
    const reader = await signUpReader(ctx, 'reset-frequent');
    const replies = await Promise.all(Array.from({ length: 6 }, () => requestMail(ctx.app, reader.email)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => failureOf(r).code === 'FREQUENT_REQUEST')).toHaveLength(5);
    const mails = (await ctx.outbox.list()).filter(
      (m) => m.recipient === reader.email && m.meta.type === 'RESET_PASSWORD',
    );
    expect(mails).toHaveLength(1);
    const first = await latestResetMail(ctx, reader.email);
    // The clock follows real time until first set: 30 s short of the window leaves room for a slow machine since the mail.
    await moveClock(4 * MINUTE + 30_000);
    expect(failureOf(await requestMail(ctx.app, reader.email)).code).toBe('FREQUENT_REQUEST');
    await moveClock(30_000);
    dataOf(await requestMail(ctx.app, reader.email));
    const second = await latestResetMail(ctx, reader.email);
    expect(second.link.uuid).not.toBe(first.link.uuid);
    expect(failureOf(await checkLink(ctx.app, first.link)).code).toBe('TIMEOUT');
    expect(dataOf(await checkLink(ctx.app, second.link))).toEqual({ email: reader.email });
  });
});

describe('GET and POST /auth/local/reset/password', () => {
  async function linkFor(label: string) {
    const reader = await signUpReader(ctx, label);
    dataOf(await requestMail(ctx.app, reader.email));
    return { reader, ...(await latestResetMail(ctx, reader.email)) };
  }

  it('sets the new password once, ends every session, and the used link is TIMEOUT', async () => {
    const { reader, link } = await linkFor('reset-ok');
    const other = await signInAs(ctx.app, reader.email, 'Webtoon1!');
    expect(dataOf(await checkLink(ctx.app, link))).toEqual({ email: reader.email });
    expect(dataOf(await reset(ctx.app, link, 'Brandnew9!'))).toEqual({ result: 'SUCCESS' });
    for (const session of [reader, other]) {
      const me = await callJson(ctx.app, 'POST', '/api/front/user', { body: { token: session.accessToken } });
      expect(failureOf(me).code).toBe('NOT_FOUND_ACCESS_TOKEN');
      const refresh = await callJson(ctx.app, 'POST', '/api/backend/auth/refresh', {
        body: { accessToken: session.accessToken, refreshToken: session.refreshToken },
      });
      expect(failureOf(refresh).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    }
    expect((await signInAs(ctx.app, reader.email, 'Brandnew9!')).userId).toBe(reader.userId);
    expect(failureOf(await reset(ctx.app, link, 'Another9!')).code).toBe('TIMEOUT');
    expect(failureOf(await checkLink(ctx.app, link)).code).toBe('TIMEOUT');
  });

  it('lets only one of two parallel resets with one link through', async () => {
    const { reader, link } = await linkFor('reset-race');
    const replies = await Promise.all([reset(ctx.app, link, 'Firstpass1'), reset(ctx.app, link, 'Secondpass2')]);
    expect(replies.map((r) => failureOf(r).code).sort()).toEqual(['TIMEOUT', null].sort());
    const winner = replies[0]?.status === 200 ? 'Firstpass1' : 'Secondpass2';
    expect((await signInAs(ctx.app, reader.email, winner)).userId).toBe(reader.userId);
  });

  it('is TIMEOUT one hour after the request', async () => {
    const { link } = await linkFor('reset-expired');
    await moveClock(60 * MINUTE - 1_000);
    dataOf(await checkLink(ctx.app, link));
    await moveClock(1_000);
    expect(failureOf(await checkLink(ctx.app, link)).code).toBe('TIMEOUT');
    expect(failureOf(await reset(ctx.app, link, 'Brandnew9!')).code).toBe('TIMEOUT');
  });

  it('refuses the current password (EQUAL_PASSWORD) and a weak one (INVALID_PW_REGEX), keeping the link', async () => {
    const { reader, link } = await linkFor('reset-equal');
    expect(failureOf(await reset(ctx.app, link, 'Webtoon1!'))).toEqual({ status: 400, code: 'EQUAL_PASSWORD' });
    expect(failureOf(await reset(ctx.app, link, 'abc123'))).toEqual({ status: 400, code: 'INVALID_PW_REGEX' });
    dataOf(await reset(ctx.app, link, 'Brandnew9!'));
    expect((await signInAs(ctx.app, reader.email, 'Brandnew9!')).userId).toBe(reader.userId);
  });

  it('is NOT_LOCAL_LOGIN_USER for a link of an account that signs in with a provider', async () => {
    const { reader, link } = await linkFor('reset-social');
    await ctx.db.update(users).set({ passwordHash: null, snsProvider: 'google' }).where(eq(users.id, reader.userId));
    expect(failureOf(await checkLink(ctx.app, link)).code).toBe('NOT_LOCAL_LOGIN_USER');
    expect(failureOf(await reset(ctx.app, link, 'Brandnew9!')).code).toBe('NOT_LOCAL_LOGIN_USER');
  });

  it("is TIMEOUT on another platform's deployment and for a forged token", async () => {
    const { link } = await linkFor('reset-platform');
    expect(failureOf(await checkLink(ctx.appFor('thai'), link)).code).toBe('TIMEOUT');
    expect(failureOf(await checkLink(ctx.app, { ...link, uuid: 'x'.repeat(43) })).code).toBe('TIMEOUT');
  });

  it('refuses malformed input with INVALID_PARAMETER', async () => {
    const { link } = await linkFor('reset-shape');
    expect(failureOf(await reset(ctx.app, { ...link, userId: String(link.userId) as never }, 'Brandnew9!')).code).toBe(
      'INVALID_PARAMETER',
    );
    const query = await callJson(ctx.app, 'GET', '/api/backend/auth/local/reset/password?userId=01&uuid=x');
    expect(failureOf(query)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});
