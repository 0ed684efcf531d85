import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { TRANSFER_DEADLINE_ISO } from '../../../src/domain/constants';
import type { TransferPeriod, TransferState, TransferSummary } from '../../../src/domain/transfer';
import { transfers, users } from '../../db/schema';
import { captureLogs } from '../../lib/log-capture';
import { hashPassword } from '../../lib/password';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  readerOn,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';
import { makeGermanReader, postTransfer, tokenFor } from '../../testing/german';

// Issue 5: the calls of the account transfer, each status and each refusal. The move itself (what arrives where,
// races, the existing target) is proven in move.test.ts.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DEADLINE = Date.parse(TRANSFER_DEADLINE_ISO);
const BEFORE = new Date('2025-06-01T10:00:00Z');
const AFTER = new Date(DEADLINE + 24 * 60 * 60 * 1000);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await ctx.clock.set(BEFORE);
});

const de = () => ctx.appFor('de');
const get = <T>(path: string, token?: string) => callJson<T>(de(), 'GET', `/api/backend/transfer${path}`, { token });
const at = async (time: Date) => {
  await ctx.clock.set(time);
  return time;
};
const afterDelay = (state: TransferState) => new Date((state.expectedAt ?? 0) + 1000);

async function german() {
  const reader = await makeGermanReader(ctx.db, BEFORE);
  return { ...reader, token: await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE) };
}

describe('GET /transfer/period', () => {
  it('is open until the deadline and closed from it on, by the API clock, without a token', async () => {
    expect(TRANSFER_DEADLINE_ISO).toBe('2025-06-30T23:59:00+02:00');
    await at(new Date(DEADLINE - 1));
    expect(dataOf(await get<TransferPeriod>('/period'))).toEqual({ deadline: DEADLINE, periodEnded: false });
    await at(new Date(DEADLINE));
    expect(dataOf(await get<TransferPeriod>('/period'))).toEqual({ deadline: DEADLINE, periodEnded: true });
  });
});

describe('GET /transfer/summary', () => {
  it('shows a German account with no me account: a NEW target and exactly what would move', async () => {
    const reader = await german();
    const summary = dataOf(await get<TransferSummary>('/summary', reader.token));
    const day = (n: number) => BEFORE.getTime() + n * DAY_MS;
    expect(summary).toEqual({
      source: { email: reader.email, nickname: 'Leser' },
      target: { kind: 'NEW', email: reader.email, nickname: 'Leser' },
      contents: {
        // The BONUS lot of 7 expired yesterday: it is not counted and will not move.
        balance: { COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 },
        coins: [
          { kind: 'FREE_COIN', amount: 20, expiresAt: day(20) },
          { kind: 'BONUS', amount: 50, expiresAt: day(60) },
          { kind: 'COIN', amount: 300, expiresAt: null },
          { kind: 'MILEAGE', amount: 500, expiresAt: null },
        ],
        ownedEpisodes: 2,
        rentedEpisodes: 1,
        rentalsEndFirst: reader.rented.expiresAt.getTime(),
        favorites: 2,
      },
      deadline: DEADLINE,
      periodEnded: false,
    });
  });

  it("names the reader's verified me account with the same address as the EXISTING target", async () => {
    const reader = await german();
    await ctx.db.insert(users).values({
      email: reader.email,
      nickname: 'Global Me',
      platform: 'me',
      mailVerifiedAt: BEFORE,
      createdAt: BEFORE,
      updatedAt: BEFORE,
    });
    const summary = dataOf(await get<TransferSummary>('/summary', reader.token));
    expect(summary.target).toEqual({ kind: 'EXISTING', email: reader.email, nickname: 'Global Me' });
    expect(summary.contents.balance).toEqual({ COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 });
  });

  it('refuses a me account with the address whose mail is not verified: ALREADY_USED_EMAIL (nothing may go there)', async () => {
    const reader = await german();
    await ctx.db.insert(users).values({
      email: reader.email,
      nickname: 'Unverified',
      platform: 'me',
      createdAt: BEFORE,
      updatedAt: BEFORE,
    });
    expect(failureOf(await get('/summary', reader.token))).toEqual({ status: 409, code: 'ALREADY_USED_EMAIL' });
    expect(failureOf(await postTransfer(de(), reader.token))).toEqual({ status: 409, code: 'ALREADY_USED_EMAIL' });
  });

  it('refuses another platform’s account: its token on de (401), TRANSFER_WRONG_ACCESS on its own deployment', async () => {
    for (const platform of ['japan', 'me'] as const) {
      const home = ctx.appFor(platform);
      const other = await signUpReader({ app: home, db: ctx.db }, `wrong-${platform}`);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, other.userId));
      expect(row?.platform).toBe(platform);
      const foreign = { status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' };
      expect(failureOf(await get('/summary', other.accessToken))).toEqual(foreign);
      expect(failureOf(await postTransfer(de(), other.accessToken))).toEqual(foreign);
      const wrong = { status: 400, code: 'TRANSFER_WRONG_ACCESS' };
      const onHome = (path: string) =>
        callJson(home, 'GET', `/api/backend/transfer${path}`, { token: other.accessToken });
      expect(failureOf(await onHome('/summary'))).toEqual(wrong);
      expect(failureOf(await onHome('/status'))).toEqual(wrong);
      expect(failureOf(await postTransfer(home, other.accessToken))).toEqual(wrong);
    }
    expect(await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, -1))).toEqual([]);
  });

  it('needs a token', async () => {
    expect(failureOf(await get('/summary'))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    expect(failureOf(await get('/status'))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
  });
});

describe('POST /transfer and GET /transfer/status', () => {
  it('goes start → request → finish once the delay has passed; then summary is ALREADY_TRANSFERRED', async () => {
    const reader = await german();
    const start = dataOf(await get<TransferState>('/status', reader.token));
    expect(start).toEqual({
      status: 'start',
      requestedAt: null,
      expectedAt: null,
      finishedAt: null,
      moved: null,
      target: { kind: 'NEW', email: reader.email, nickname: 'Leser' },
      deadline: DEADLINE,
      periodEnded: false,
    });
    const requested = dataOf(await postTransfer(de(), reader.token));
    expect(requested).toMatchObject({
      status: 'request',
      requestedAt: BEFORE.getTime(),
      expectedAt: BEFORE.getTime() + ctx.config.transferDelaySeconds * 1000,
      finishedAt: null,
      moved: null,
    });
    // Still within the delay: nothing has moved.
    await at(new Date(BEFORE.getTime() + 1000));
    expect(dataOf(await get<TransferState>('/status', reader.token)).status).toBe('request');
    const [source] = await ctx.db.select().from(users).where(eq(users.id, reader.userId));
    expect(source?.transferredAt).toBeNull();

    const done = await at(afterDelay(requested));
    const finished = dataOf(await get<TransferState>('/status', reader.token));
    expect(finished).toMatchObject({
      status: 'finish',
      requestedAt: BEFORE.getTime(),
      expectedAt: null,
      finishedAt: done.getTime(),
      target: { kind: 'NEW', email: reader.email, nickname: 'Leser' },
    });
    expect(finished.moved).toMatchObject({
      balance: { COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 },
      ownedEpisodes: 2,
      rentedEpisodes: 1,
      favorites: 2,
    });
    expect(failureOf(await get('/summary', reader.token))).toEqual({ status: 400, code: 'ALREADY_TRANSFERRED' });
  });

  it('answers a second request while moving and after it with the current state, and replays a key', async () => {
    const reader = await german();
    const first = await postTransfer(de(), reader.token, 'transfer-same-key-1');
    const again = await postTransfer(de(), reader.token, 'transfer-same-key-1');
    expect(again).toEqual(first);
    const second = dataOf(await postTransfer(de(), reader.token));
    expect(second).toEqual(dataOf(first));
    await at(afterDelay(second));
    const finished = dataOf(await get<TransferState>('/status', reader.token));
    expect(finished.status).toBe('finish');
    expect(dataOf(await postTransfer(de(), reader.token))).toEqual(finished);
    // The first key still answers what it answered then.
    expect(await postTransfer(de(), reader.token, 'transfer-same-key-1')).toEqual(first);
    expect(await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, reader.userId))).toHaveLength(1);
  });

  it('validates the body and the key: INVALID_PARAMETER, and nothing is requested', async () => {
    const reader = await german();
    for (const body of [{}, { termsAccepted: false }, { termsAccepted: 'true' }]) {
      expect(failureOf(await postTransfer(de(), reader.token, undefined, body))).toEqual({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
    }
    const noKey = await callJson(de(), 'POST', '/api/backend/transfer', {
      token: reader.token,
      body: { termsAccepted: true },
    });
    expect(failureOf(noKey)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(dataOf(await get<TransferState>('/status', reader.token)).status).toBe('start');
  });

  it('refuses a request after the deadline: TRANSFER_PERIOD_ENDED; status and summary still answer', async () => {
    const reader = await german();
    await at(AFTER);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, AFTER);
    expect(failureOf(await postTransfer(de(), token))).toEqual({ status: 400, code: 'TRANSFER_PERIOD_ENDED' });
    expect(dataOf(await get<TransferState>('/status', token))).toMatchObject({ status: 'start', periodEnded: true });
    expect(dataOf(await get<TransferSummary>('/summary', token)).periodEnded).toBe(true);
  });

  it('finishes a request made in time after the deadline, and shows the finished state after it', async () => {
    const reader = await german();
    await at(new Date(DEADLINE - 1000));
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, new Date(DEADLINE - 1000));
    const requested = dataOf(await postTransfer(de(), token));
    expect(requested.status).toBe('request');
    await at(afterDelay(requested));
    expect(dataOf(await get<TransferState>('/status', token))).toMatchObject({
      status: 'finish',
      periodEnded: true,
    });
    await at(AFTER);
    const later = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, AFTER);
    expect(dataOf(await postTransfer(de(), later))).toMatchObject({ status: 'finish', periodEnded: true });
    expect(dataOf(await get<TransferState>('/status', later)).status).toBe('finish');
  });

  it('turns to error with nothing moved when the move fails, and a new request may retry', async () => {
    const logs = captureLogs();
    onTestFinished(logs.restore);
    const reader = await german();
    const requested = dataOf(await postTransfer(de(), reader.token));
    // Meanwhile someone signs up on 'me' with the address and does not confirm it: nothing may move there.
    const [squat] = await ctx.db
      .insert(users)
      .values({ email: reader.email, nickname: 'Squat', platform: 'me', createdAt: BEFORE, updatedAt: BEFORE })
      .returning({ id: users.id });
    await at(afterDelay(requested));
    const failed = dataOf(await get<TransferState>('/status', reader.token));
    expect(failed).toMatchObject({ status: 'error', requestedAt: BEFORE.getTime(), moved: null, target: null });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        userId: reader.userId,
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    );
    const [source] = await ctx.db.select().from(users).where(eq(users.id, reader.userId));
    expect(source?.transferredAt).toBeNull();
    // The address is confirmed: the same account is now the reader's own, and the retry moves into it.
    await ctx.db.update(users).set({ mailVerifiedAt: BEFORE }).where(eq(users.id, squat!.id));
    const now = await ctx.clock.now();
    const retried = dataOf(await postTransfer(de(), reader.token));
    expect(retried).toMatchObject({ status: 'request', requestedAt: now.getTime() });
    await at(afterDelay(retried));
    expect(dataOf(await get<TransferState>('/status', reader.token))).toMatchObject({
      status: 'finish',
      target: { kind: 'EXISTING', email: reader.email, nickname: 'Squat' },
    });
  });

  it('keeps the German account able to sign in on de, and signs the NEW account in on me', async () => {
    // The German deployment takes no sign-ups: the reader is made in the database, with a password.
    const { email, userId } = await readerOn(ctx, 'de', { passwordHash: await hashPassword('Webtoon1!') });
    const token = await tokenFor(ctx.db, ctx.config.authSecret, userId, BEFORE);
    const requested = dataOf(await postTransfer(de(), token));
    await at(afterDelay(requested));
    const finished = dataOf(await get<TransferState>('/status', token));
    expect(finished.status).toBe('finish');
    const onDe = await signInAs(de(), email, 'Webtoon1!');
    expect(onDe.userId).toBe(userId);
    const onMe = await signInAs(ctx.appFor('me'), email, 'Webtoon1!');
    expect(onMe.userId).not.toBe(userId);
    const [target] = await ctx.db.select().from(users).where(eq(users.id, onMe.userId));
    expect(target).toMatchObject({ platform: 'me', email, status: 'ACTIVE', isBlToggle: true, transferredAt: null });
  });
});

describe('the seed', () => {
  it('has German accounts with a NEW and an EXISTING target, signing in on de with the demo password', async () => {
    const reader = await signInAs(de(), 'de-reader@example.com');
    const summary = dataOf(await get<TransferSummary>('/summary', reader.accessToken));
    expect(summary.target).toEqual({ kind: 'NEW', email: 'de-reader@example.com', nickname: 'Leserin' });
    expect(summary.contents).toMatchObject({
      balance: { COIN: 200, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 },
      ownedEpisodes: 2,
      rentedEpisodes: 1,
      favorites: 2,
    });
    const fresh = await signInAs(de(), 'de-new@example.com');
    expect(dataOf(await get<TransferSummary>('/summary', fresh.accessToken)).contents.balance).toEqual({
      COIN: 300,
      BONUS: 40,
      FREE_COIN: 20,
      MILEAGE: 500,
    });
    const both = await signInAs(de(), 'de-both@example.com');
    expect(dataOf(await get<TransferSummary>('/summary', both.accessToken)).target).toEqual({
      kind: 'EXISTING',
      email: 'de-both@example.com',
      nickname: 'Both Accounts',
    });
    // The same address signs in to its 'me' account on the 'me' deployment.
    const onMe = await signInAs(ctx.appFor('me'), 'de-both@example.com');
    expect(onMe.userId).not.toBe(both.userId);
  });
});
