import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REREGISTER_BLOCK_DAYS } from '../../../src/domain/constants';
import type { WithdrawalSummary } from '../../../src/domain/withdrawal';
import {
  coinLedger,
  favorites,
  gifts,
  ownerships,
  readingProgress,
  sessions,
  users,
  withdrawalRequests,
} from '../../db/schema';
import { grantCoins, ledgerMismatches } from '../../services/economy/ledger';
import { runHousekeeping } from '../../services/housekeeping';
import { signInSocial } from '../../services/accounts';
import { callJson, createTestContext, dataOf, signUpReader, type TestContext } from '../../testing';
import { buyableTitle } from '../../testing/money';
import { confirmLink, requestedLink } from './withdrawal-testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 3600_000;

async function ledgerSum(userId: number) {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)`, rows: sql<number>`count(*)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  return { total: Number(row?.total), rows: row?.rows ?? 0 };
}

/** A reader with coins of every kind (one bonus lot already past its expiry), an owned and a rented episode, a favourite, progress and a waiting gift. */
async function wealthyReader() {
  const reader = await signUpReader(ctx, 'wealthy', {
    isAdult: true,
    isAdultToggle: true,
    birthedAt: '1990-01-01',
    phone: `+8190${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  const now = await ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const grant = { userId: reader.userId, source: 'ADMIN' as const, now };
    await grantCoins(tx, { ...grant, kind: 'COIN', amount: 500, expiresAt: null });
    await grantCoins(tx, { ...grant, kind: 'BONUS', amount: 40, expiresAt: new Date(now.getTime() + 30 * DAY) });
    await grantCoins(tx, { ...grant, kind: 'BONUS', amount: 7, expiresAt: new Date(now.getTime() + 1000) });
    await grantCoins(tx, { ...grant, kind: 'FREE_COIN', amount: 10, expiresAt: new Date(now.getTime() + DAY) });
    await grantCoins(tx, { ...grant, kind: 'MILEAGE', amount: 3200, expiresAt: null });
  });
  const { title, episodes } = await buyableTitle(ctx.db, 4);
  const [a, b] = episodes.slice(-2).map((e) => e.id);
  const buy = (episodeIds: number[], kind: number) =>
    callJson(ctx.app, 'POST', '/api/backend/purchase', {
      token: reader.accessToken,
      body: { contentId: title.id, episodeIds, kind },
      headers: { 'idempotency-key': `books-${randomUUID()}` },
    });
  dataOf(await buy([a!], 1));
  dataOf(await buy([b!], 0));
  await callJson(ctx.app, 'POST', '/api/backend/library/favorite', {
    token: reader.accessToken,
    body: { contentId: title.id },
  });
  await ctx.db.insert(readingProgress).values({
    userId: reader.userId,
    episodeId: a!,
    titleId: title.id,
    scrollPercent: 10,
    lastImage: 1,
    updatedAt: now,
  });
  await ctx.db
    .insert(gifts)
    .values({ toUserId: reader.userId, kind: 'BONUS', amount: 20, title: 'Thanks', createdAt: now });
  return { ...reader, title };
}

describe('withdrawal and the books', () => {
  it('shows the losses from the ledger and the library, then writes every coin off with EXPIRE rows', async () => {
    // A still clock: the short bonus lot must expire between the summary and the confirmation, however slow the run.
    const start = await ctx.clock.now();
    await ctx.clock.set(start);
    try {
      await losesEverything(start);
    } finally {
      await ctx.clock.set(null);
    }
  });

  async function losesEverything(start: Date) {
    const reader = await wealthyReader();
    const summary = dataOf(
      await callJson<WithdrawalSummary>(ctx.app, 'GET', '/api/backend/withdrawal', { token: reader.accessToken }),
    );
    const { COIN, BONUS, FREE_COIN } = summary.holdings.balance;
    expect(summary.holdings.balance.MILEAGE).toBe(3200);
    expect(summary.holdings.ownedEpisodes).toBe(1);
    expect(summary.holdings.rentedEpisodes).toBe(1);
    expect(summary.holdings.favorites).toBe(1);
    expect(summary.waitingGifts).toBe(1);
    expect(summary.pending).toBeNull();
    // The two purchases were paid from these coins (bonus and free first), so less than the 557 granted is left.
    expect(COIN + BONUS + FREE_COIN).toBeLessThan(557);

    const before = await ledgerSum(reader.userId);
    const ownedBefore = await ctx.db.select().from(ownerships).where(eq(ownerships.userId, reader.userId));
    const token = await requestedLink(ctx, reader);
    // Past the short bonus lot's expiry: it is booked as expired, the rest written off.
    await ctx.clock.set(new Date(start.getTime() + 2000));
    const done = dataOf(await confirmLink(ctx, token));
    // What the purchases left of the short bonus lot (spent first, as it expires first) expires before the write-off.
    const soon = start.getTime() + DAY / 2;
    const expiredBonus =
      summary.holdings.coins.find((c) => c.kind === 'BONUS' && c.expiresAt !== null && c.expiresAt < soon)?.amount ?? 0;
    expect(done.writtenOff).toEqual({ ...summary.holdings.balance, BONUS: BONUS - expiredBonus });
    const after = await ledgerSum(reader.userId);
    expect(after.total).toBe(0);
    const offRows = await ctx.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, reader.userId), eq(coinLedger.historyType, 'EXPIRE')));
    expect(offRows.reduce((sum, r) => sum + r.amount, 0)).toBe(-before.total);
    expect(after.rows).toBe(before.rows + offRows.length);
    expect(offRows.every((r) => r.createdAt.getTime() === done.withdrawnAt)).toBe(true);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
    const [request] = await ctx.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, reader.userId));
    expect(request).toMatchObject({ endReason: 'USED', writtenOff: done.writtenOff, reason: 'NOT_READING' });
    expect(await ctx.db.select().from(ownerships).where(eq(ownerships.userId, reader.userId))).toEqual(ownedBefore);
  }

  it('erases the personal data, ends every session and the reading traces, and expires waiting gifts', async () => {
    const reader = await wealthyReader();
    const done = dataOf(await confirmLink(ctx, await requestedLink(ctx, reader)));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, reader.userId));
    expect(row).toMatchObject({
      status: 'WITHDRAWN',
      nickname: '',
      name: null,
      passwordHash: null,
      phone: null,
      birthedAt: null,
      isAdult: false,
      isAgreeMail: false,
      email: reader.email,
    });
    expect(row?.deletedAt?.getTime()).toBe(done.withdrawnAt);
    const live = await ctx.db.select().from(sessions).where(eq(sessions.userId, reader.userId));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((s) => s.revokedReason === 'WITHDRAWAL')).toBe(true);
    expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, reader.userId))).toEqual([]);
    expect(await ctx.db.select().from(readingProgress).where(eq(readingProgress.userId, reader.userId))).toEqual([]);
    const [gift] = await ctx.db.select().from(gifts).where(eq(gifts.toUserId, reader.userId));
    expect(gift?.expiresAt?.getTime()).toBe(done.withdrawnAt);
  });

  it('forgets the address, the social ids and the free text once the 30 days have passed (housekeeping)', async () => {
    const reader = await signUpReader(ctx, 'forgotten', { snsProvider: 'google', snsId: `g-${randomUUID()}` });
    const done = dataOf(await confirmLink(ctx, await requestedLink(ctx, reader)));
    const blockEnds = done.withdrawnAt + REREGISTER_BLOCK_DAYS * DAY;
    await runHousekeeping(ctx.db, new Date(blockEnds - 1000));
    expect((await ctx.db.select().from(users).where(eq(users.id, reader.userId)))[0]?.email).toBe(reader.email);
    expect((await runHousekeeping(ctx.db, new Date(blockEnds + 1000))).forgottenAccounts).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, reader.userId));
    expect(row).toMatchObject({ status: 'DELETED', snsProvider: null, snsId: null });
    expect(row?.email).toBe(`deleted-${reader.userId}@deleted.invalid`);
    const [request] = await ctx.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, reader.userId));
    expect(request).toMatchObject({ detail: '', reason: 'NOT_READING' });
  });

  it('refuses a social sign-in of a withdrawn account (WITHDRAWAL) or address (DELETED_USER) for 30 days', async () => {
    const snsId = `g-${randomUUID()}`;
    const reader = await signUpReader(ctx, 'social', { snsProvider: 'google', snsId });
    const done = dataOf(await confirmLink(ctx, await requestedLink(ctx, reader)));
    const profile = { provider: 'google', snsId, email: `other-${randomUUID()}@example.com`, name: 'S' };
    await expect(signInSocial(ctx.deps, profile, 'japan')).rejects.toMatchObject({ code: 'WITHDRAWAL' });
    const byAddress = { ...profile, snsId: `g-${randomUUID()}`, email: reader.email };
    await expect(signInSocial(ctx.deps, byAddress, 'japan')).rejects.toMatchObject({ code: 'DELETED_USER' });
    await ctx.clock.set(new Date(done.withdrawnAt + REREGISTER_BLOCK_DAYS * DAY + 1000));
    try {
      const again = await signInSocial(ctx.deps, profile, 'japan');
      expect(again.user.id).not.toBe(reader.userId);
    } finally {
      await ctx.clock.set(null);
    }
  });
});
