import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUTH_FAILURES, RESET_LINK_IP_MAX_MISSES, RESET_MAIL_IP_MAX_MISSES } from '../../../src/domain/constants';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  signUpReader,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { checkLink, latestResetMail, requestMail, reset } from './reset-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
});
afterAll(() => ctx.close());

describe('FREQUENT_REQUEST on two instances', () => {
  it('sends one mail for parallel requests through two API instances on one database', async () => {
    const reader = await signUpReader(ctx, 'reset-two');
    const second = await ctx.secondInstance();
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) => requestMail(i % 2 === 0 ? ctx.app : second.app, reader.email)),
      );
      expect(replies.map((r) => failureOf(r).code).filter((c) => c === null)).toHaveLength(1);
      const mails = (await ctx.outbox.list()).filter(
        (m) => m.recipient === reader.email && m.meta.type === 'RESET_PASSWORD',
      );
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('guessing reset links', () => {
  it(`refuses a client after ${RESET_LINK_IP_MAX_MISSES} dead links, even a parallel burst and then a live link`, async () => {
    const reader = await signUpReader(ctx, 'reset-guess');
    dataOf(await requestMail(ctx.app, reader.email));
    const { link } = await latestResetMail(ctx, reader.email);
    const ip = '192.0.2.201';
    const guesses = await Promise.all(
      Array.from({ length: RESET_LINK_IP_MAX_MISSES + 5 }, (_, i) =>
        checkLink(ctx.app, { ...link, uuid: `guess${i}`.padEnd(43, 'x') }, ip),
      ),
    );
    const codes = guesses.map((g) => failureOf(g).code);
    expect(codes.filter((c) => c === 'TIMEOUT')).toHaveLength(RESET_LINK_IP_MAX_MISSES);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    expect(failureOf(await reset(ctx.app, link, 'Brandnew9!', ip))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Another client with the live link is not held back.
    dataOf(await reset(ctx.app, link, 'Brandnew9!', '192.0.2.202'));
  });

  it('does not count live links against the client', async () => {
    const reader = await signUpReader(ctx, 'reset-live');
    dataOf(await requestMail(ctx.app, reader.email));
    const { link } = await latestResetMail(ctx, reader.email);
    const ip = '192.0.2.203';
    for (let i = 0; i < RESET_LINK_IP_MAX_MISSES + 2; i += 1) dataOf(await checkLink(ctx.app, link, ip));
  });
});

describe('guessing addresses', () => {
  it(`refuses a client after ${RESET_MAIL_IP_MAX_MISSES} unknown addresses; mails sent do not count`, async () => {
    const ip = '192.0.2.210';
    const known = await signUpReader(ctx, 'reset-known');
    dataOf(await requestMail(ctx.app, known.email, ip));
    const misses = await Promise.all(
      Array.from({ length: RESET_MAIL_IP_MAX_MISSES + 3 }, () => requestMail(ctx.app, uniqueEmail('ghost'), ip)),
    );
    const codes = misses.map((m) => failureOf(m).code);
    expect(codes.filter((c) => c === 'NOT_FOUND_USER')).toHaveLength(RESET_MAIL_IP_MAX_MISSES);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(3);
  });
});

describe('a reset after a locked sign-in', () => {
  it('lifts the account’s locks of wrong passwords (EXCEED_AUTH_COUNT) at every address, so the new password works at once', async () => {
    const reader = await signUpReader(ctx, 'reset-locked');
    const signIn = (password: string, i: number) =>
      callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
        body: { email: reader.email, password },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    // Locked at two addresses.
    for (let i = 0; i < 2 * MAX_AUTH_FAILURES; i += 1) await signIn('Wrong1234!', i % 2);
    expect(failureOf(await signIn('Webtoon1!', 0)).code).toBe('EXCEED_AUTH_COUNT');
    expect(failureOf(await signIn('Webtoon1!', 1)).code).toBe('EXCEED_AUTH_COUNT');
    dataOf(await requestMail(ctx.app, reader.email));
    dataOf(await reset(ctx.app, (await latestResetMail(ctx, reader.email)).link, 'Brandnew9!'));
    expect((await signIn('Brandnew9!', 0)).status).toBe(200);
    expect((await signIn('Brandnew9!', 1)).status).toBe(200);
  });
});
