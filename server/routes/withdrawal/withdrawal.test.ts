import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REREGISTER_BLOCK_DAYS } from '../../../src/domain/constants';
import {
  WITHDRAWAL_CONFIRM_ROUTE,
  WITHDRAWAL_LINK_HOURS,
  type WithdrawalSummary,
} from '../../../src/domain/withdrawal';
import { users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, signUpReader, type TestContext } from '../../testing';
import { askToWithdraw, confirmLink, linkTokenOf, requestedLink } from './withdrawal-testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3600_000;
const signIn = (email: string) =>
  callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
    body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
  });
const signUp = (email: string) =>
  callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
  });
const coin = (token: string) => callJson(ctx.app, 'GET', '/api/backend/coin', { token });

describe('POST /api/backend/withdrawal', () => {
  it('mails a single-use link to the confirmation page and keeps the account active until it is used', async () => {
    const reader = await signUpReader(ctx, 'leaving');
    const requested = dataOf(await askToWithdraw(ctx, reader.accessToken));
    const now = (await ctx.clock.now()).getTime();
    expect(requested.expiresAt - requested.requestedAt).toBe(WITHDRAWAL_LINK_HOURS * HOUR);
    const mail = (await ctx.outbox.list()).find((m) => m.recipient === reader.email && m.meta.type === 'WITHDRAWAL');
    expect(mail?.channel).toBe('MAIL');
    expect(mail?.meta.path).toMatch(new RegExp(`^${WITHDRAWAL_CONFIRM_ROUTE}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(requested.requestedAt).toBeLessThanOrEqual(now);
    expect((await coin(reader.accessToken)).status).toBe(200);
    expect((await signIn(reader.email)).status).toBe(200);
    const summary = dataOf(
      await callJson<WithdrawalSummary>(ctx.app, 'GET', '/api/backend/withdrawal', { token: reader.accessToken }),
    );
    expect(summary.pending).toEqual({ requestedAt: requested.requestedAt, expiresAt: requested.expiresAt });
  });

  it.each([
    ['no detail', { reason: 'OTHER', detail: '' }],
    ['a detail of spaces', { reason: 'OTHER', detail: '     \n   ' }],
    ['a detail too short', { reason: 'OTHER', detail: 'meh' }],
    ['a detail too long', { reason: 'OTHER', detail: 'x'.repeat(501) }],
    ['control characters', { reason: 'OTHER', detail: 'bye bye\u0000' }],
    ['an unknown reason', { reason: 'BORED', detail: 'I am bored now.' }],
    ['a reason of another type', { reason: 1, detail: 'I am bored now.' }],
  ])('refuses %s with INVALID_PARAMETER and mails nothing', async (_, body) => {
    const reader = await signUpReader(ctx, 'vague');
    expect(failureOf(await askToWithdraw(ctx, reader.accessToken, body))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
    await expect(linkTokenOf(ctx, reader.email)).rejects.toThrow('No withdrawal mail');
  });

  it('answers FREQUENT_REQUEST within 5 minutes, then sends a new link that replaces the first', async () => {
    const reader = await signUpReader(ctx, 'twice');
    const first = await requestedLink(ctx, reader);
    const start = await ctx.clock.now();
    try {
      await ctx.clock.set(new Date(start.getTime() + 5 * 60_000 - 1000));
      expect(failureOf(await askToWithdraw(ctx, reader.accessToken))).toEqual({
        status: 429,
        code: 'FREQUENT_REQUEST',
      });
      await ctx.clock.set(new Date(start.getTime() + 5 * 60_000 + 1000));
      const second = await requestedLink(ctx, reader);
      expect(second).not.toBe(first);
      expect(failureOf(await confirmLink(ctx, first))).toEqual({ status: 400, code: 'TIMEOUT' });
      expect(dataOf(await confirmLink(ctx, second)).withdrawnAt).toBe(start.getTime() + 5 * 60_000 + 1000);
    } finally {
      await ctx.clock.set(null);
    }
  });

  it('lets one of many parallel requests through, on two instances, and mails once', async () => {
    const reader = await signUpReader(ctx, 'burst');
    const other = await ctx.secondInstance();
    try {
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) => askToWithdraw(i % 2 ? other : ctx, reader.accessToken)),
      );
      const codes = replies.map((r) => failureOf(r).code);
      expect(codes.filter((c) => c === null)).toHaveLength(1);
      expect(codes.filter((c) => c === 'FREQUENT_REQUEST')).toHaveLength(7);
      const mails = (await ctx.outbox.list()).filter(
        (m) => m.recipient === reader.email && m.meta.type === 'WITHDRAWAL',
      );
      expect(mails).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/backend/withdrawal/confirm', () => {
  it('closes the account: WITHDRAWAL on sign-in, every token dead, the link used once (TIMEOUT after)', async () => {
    const reader = await signUpReader(ctx, 'closing');
    const token = await requestedLink(ctx, reader);
    const done = dataOf(await confirmLink(ctx, token));
    expect(done).toMatchObject({ userId: reader.userId, writtenOff: { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 } });
    expect(failureOf(await signIn(reader.email))).toEqual({ status: 403, code: 'WITHDRAWAL' });
    expect(failureOf(await coin(reader.accessToken))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    const refresh = await callJson(ctx.app, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: reader.accessToken, refreshToken: reader.refreshToken },
    });
    expect(failureOf(refresh)).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
    expect(failureOf(await confirmLink(ctx, token))).toEqual({ status: 400, code: 'TIMEOUT' });
  });

  it('answers TIMEOUT once the link has expired (the injected clock), and the account stays open', async () => {
    const reader = await signUpReader(ctx, 'late');
    const token = await requestedLink(ctx, reader);
    const start = await ctx.clock.now();
    try {
      await ctx.clock.set(new Date(start.getTime() + WITHDRAWAL_LINK_HOURS * HOUR + 1000));
      expect(failureOf(await confirmLink(ctx, token))).toEqual({ status: 400, code: 'TIMEOUT' });
    } finally {
      await ctx.clock.set(null);
    }
    expect((await signIn(reader.email)).status).toBe(200);
  });

  it('answers NOT_FOUND_USER for a link nobody was sent, and for an account closed another way', async () => {
    expect(failureOf(await confirmLink(ctx, 'A'.repeat(43)))).toEqual({ status: 404, code: 'NOT_FOUND_USER' });
    const reader = await signUpReader(ctx, 'gone');
    const token = await requestedLink(ctx, reader);
    await ctx.db.update(users).set({ status: 'DELETED', deletedAt: new Date() }).where(eq(users.id, reader.userId));
    expect(failureOf(await confirmLink(ctx, token))).toEqual({ status: 404, code: 'NOT_FOUND_USER' });
  });

  it('refuses the address for 30 days (DELETED_USER) and takes it again afterwards', async () => {
    const reader = await signUpReader(ctx, 'again');
    const done = dataOf(await confirmLink(ctx, await requestedLink(ctx, reader)));
    const blockEnds = done.withdrawnAt + REREGISTER_BLOCK_DAYS * 24 * HOUR;
    expect(failureOf(await signUp(reader.email))).toEqual({ status: 409, code: 'DELETED_USER' });
    try {
      await ctx.clock.set(new Date(blockEnds - 1000));
      expect(failureOf(await signUp(reader.email))).toEqual({ status: 409, code: 'DELETED_USER' });
      await ctx.clock.set(new Date(blockEnds + 1000));
      const again = dataOf(
        await callJson<{ userId: number }>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
          body: { email: reader.email, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
        }),
      );
      expect(again.userId).not.toBe(reader.userId);
      expect((await signIn(reader.email)).status).toBe(200);
    } finally {
      await ctx.clock.set(null);
    }
  });

  it('asks for a session to see the losses or to ask, not to confirm', async () => {
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/withdrawal'))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
    expect(failureOf(await askToWithdraw(ctx, ''))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
  });
});
