import { randomUUID } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '../../../src/domain/coins';
import type { EventClaimResult } from '../../../src/domain/events';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext } from '../../testing';
import { makeReaders } from '../../testing/money';
import { coupons, eventClaims, events } from '../../db/schema';
import { EVENT_COUPON_COINS } from '../../db/seed-rewards';
import { eq } from 'drizzle-orm';
import { claim, missionEpisodes, seededEvent } from './event-testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const wallet = async (token: string) =>
  dataOf(await callJson<Wallet>(ctx.app, 'GET', '/api/backend/coin/user', { token }));

describe('CHECK_IN', () => {
  it('gives day 1’s rewards (coins and a roulette ticket), then refuses a second check-in the same day', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    const reader = await readerOn(ctx, 'japan');
    const first = dataOf(await claim<EventClaimResult>(ctx.app, reader.accessToken, checkIn.id));
    expect(first.step).toBe(1);
    expect(first.rewards).toEqual(checkIn.steps[0]!.rewards);
    expect(first.wallet.balance.FREE_COIN).toBe(5);
    expect(first.rouletteTickets).toBe(1);
    expect(first.progress).toMatchObject({ claimedSteps: [1], checkedInToday: true });
    expect((await wallet(reader.accessToken)).total).toBe(5);
    expect(failureOf(await claim(ctx.app, reader.accessToken, checkIn.id))).toEqual({
      status: 409,
      code: 'ALREADY_CHECKED_IN',
    });
    expect((await wallet(reader.accessToken)).total).toBe(5);
  });

  it('a day is the platform’s local day: 23:59 and 00:00 in Tokyo are two check-ins, 23:59:59 is not', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    const today = formatInTimeZone(new Date(), 'Asia/Tokyo', 'yyyy-MM-dd');
    const lastMinute = new Date(`${today}T23:59:00+09:00`);
    await ctx.clock.set(lastMinute);
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, lastMinute, () => []);
    expect(dataOf(await claim<EventClaimResult>(ctx.app, reader!.token, checkIn.id)).step).toBe(1);
    await ctx.clock.set(new Date(`${today}T23:59:59.999+09:00`));
    expect(failureOf(await claim(ctx.app, reader!.token, checkIn.id)).code).toBe('ALREADY_CHECKED_IN');
    await ctx.clock.set(new Date(`${today}T15:00:00Z`)); // 00:00 the next day in Tokyo
    const next = dataOf(await claim<EventClaimResult>(ctx.app, reader!.token, checkIn.id));
    expect(next.step).toBe(2);
    expect(next.progress.claimedSteps).toEqual([1, 2]);
    expect(next.wallet.balance.FREE_COIN).toBe(10);
  });

  it('a retried claim with the same Idempotency-Key replays the first answer and credits once', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    const reader = await readerOn(ctx, 'japan');
    const key = `retry-${randomUUID()}`;
    const first = await claim(ctx.app, reader.accessToken, checkIn.id, {}, key);
    const again = await claim(ctx.app, reader.accessToken, checkIn.id, {}, key);
    expect(again).toEqual(first);
    expect((await wallet(reader.accessToken)).total).toBe(5);
  });
});

describe('MISSION', () => {
  it('counts episodes of the event’s titles opened during the event, and gives each step once', async () => {
    const mission = await seededEvent(ctx.app, 'MISSION');
    const reader = await readerOn(ctx, 'japan');
    expect(failureOf(await claim(ctx.app, reader.accessToken, mission.id)).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await claim(ctx.app, reader.accessToken, mission.id, { step: 9 })).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await claim(ctx.app, reader.accessToken, mission.id, { step: 1 }))).toEqual({
      status: 409,
      code: 'MISSION_NOT_COMPLETED',
    });
    const free = await missionEpisodes(ctx.db, mission.id, await ctx.clock.now());
    const read = async (episodeId: number) =>
      dataOf(
        await callJson(ctx.app, 'POST', '/api/backend/viewcount', {
          token: reader.accessToken,
          body: { episodeId },
        }),
      );
    await read(free[0]!);
    await read(free[0]!); // the same episode twice counts once
    const one = dataOf(await claim<EventClaimResult>(ctx.app, reader.accessToken, mission.id, { step: 1 }));
    expect(one.progress.read).toBe(1);
    expect(one.wallet.balance.FREE_COIN).toBe(10);
    expect(failureOf(await claim(ctx.app, reader.accessToken, mission.id, { step: 1 }))).toEqual({
      status: 409,
      code: 'ALREADY_CLAIMED_EVENT',
    });
    expect(failureOf(await claim(ctx.app, reader.accessToken, mission.id, { step: 2 })).code).toBe(
      'MISSION_NOT_COMPLETED',
    );
    await read(free[1]!);
    await read(free[2]!);
    const three = dataOf(await claim<EventClaimResult>(ctx.app, reader.accessToken, mission.id, { step: 2 }));
    expect(three.progress).toMatchObject({ read: 3, claimedSteps: [1, 2] });
    expect(three.wallet.balance.BONUS).toBe(30);
    expect(three.rouletteTickets).toBe(1);
  });
});

describe('COUPON', () => {
  it('gives the event’s coupon once; the reader registers it on /coupon', async () => {
    const giveaway = await seededEvent(ctx.app, 'COUPON', 'LOGGED_IN');
    const reader = await readerOn(ctx, 'japan');
    const given = dataOf(await claim<EventClaimResult>(ctx.app, reader.accessToken, giveaway.id));
    expect(given.couponCode).toBe('EVENTGIFTJA');
    expect(given.wallet.total).toBe(0);
    expect(given.progress.couponCode).toBe('EVENTGIFTJA');
    expect(failureOf(await claim(ctx.app, reader.accessToken, giveaway.id)).code).toBe('ALREADY_CLAIMED_EVENT');
    const other = await readerOn(ctx, 'japan');
    const stranger = await callJson(ctx.app, 'POST', '/api/backend/coupon/register', {
      token: other.accessToken,
      body: { code: 'EVENTGIFTJA' },
      headers: { 'idempotency-key': `coupon-${randomUUID()}` },
    });
    expect(failureOf(stranger).code).toBe('NOT_FOUND_COUPON_USER');
    const registered = await callJson<{ wallet: Wallet }>(ctx.app, 'POST', '/api/backend/coupon/register', {
      token: reader.accessToken,
      body: { code: given.couponCode },
      headers: { 'idempotency-key': `coupon-${randomUUID()}` },
    });
    expect(dataOf(registered).wallet.balance.BONUS).toBe(EVENT_COUPON_COINS);
  });

  it('refuses to hand out a coupon that can no longer be registered, recording nothing', async () => {
    const giveaway = await seededEvent(ctx.app, 'COUPON', 'LOGGED_IN');
    const [event] = await ctx.db.select().from(events).where(eq(events.id, giveaway.id));
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.id, event!.couponId!));
    const reader = await readerOn(ctx, 'japan');
    try {
      await ctx.db
        .update(coupons)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(coupons.id, coupon!.id));
      expect(failureOf(await claim(ctx.app, reader.accessToken, giveaway.id)).code).toBe('EXPIRED_COUPON');
      await ctx.db
        .update(coupons)
        .set({ endsAt: coupon!.endsAt, totalLimit: coupon!.usedCount })
        .where(eq(coupons.id, coupon!.id));
      expect(failureOf(await claim(ctx.app, reader.accessToken, giveaway.id)).code).toBe('SOLD_OUT_COUPON');
      const claimed = await ctx.db.select().from(eventClaims).where(eq(eventClaims.eventId, giveaway.id));
      expect(claimed.filter((row) => row.userId === reader.userId)).toEqual([]);
    } finally {
      await ctx.db
        .update(coupons)
        .set({ endsAt: coupon!.endsAt, totalLimit: coupon!.totalLimit })
        .where(eq(coupons.id, coupon!.id));
    }
  });
});
