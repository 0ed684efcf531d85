import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouletteSpin, RouletteSpinPage, RouletteSpinResult, RouletteState } from '../../../src/domain/roulette';
import { coinLedger, rouletteSpins, rouletteTicketLedger } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';
import type { MoneyReader } from '../../testing/money';
import { ticketMismatches, ticketReaders } from '../../testing/roulette';
import { ledgerMismatches } from '../../services/economy/ledger';
import { forceNextPrize } from '../../services/rewards';
import { shipPrize } from '../../services/rewards/roulette/spins';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ADDRESS = {
  city: '東京都',
  name: '山田 花子',
  zipCode: '150-0001',
  address1: '渋谷区神宮前1-2-3',
  address2: 'ハイツ101',
  phone: '090-1234-5678',
};

const spin = (reader: MoneyReader | null, key = `spin-${randomUUID()}`) =>
  callJson<RouletteSpinResult>(ctx.app, 'POST', '/api/backend/roulette/spin', {
    ...(reader ? { token: reader.token } : {}),
    headers: { 'idempotency-key': key },
  });
const putAddress = (reader: MoneyReader, id: number, body: unknown) =>
  callJson<RouletteSpin>(ctx.app, 'PUT', `/api/backend/roulette/spins/${id}/address`, { token: reader.token, body });
const state = (reader?: MoneyReader) =>
  callJson<RouletteState>(ctx.app, 'GET', '/api/backend/roulette', reader ? { token: reader.token } : {}).then(dataOf);

async function physicalSpin(reader: MoneyReader): Promise<RouletteSpinResult> {
  forceNextPrize(ctx.db, reader.userId, 'PHYSICAL');
  return dataOf(await spin(reader));
}

describe('GET /roulette', () => {
  it("shows guests the platform's wheel in order with odds summing to exactly 100, and 0 tickets", async () => {
    const { prizes, tickets } = await state();
    expect(tickets).toBe(0);
    expect(prizes.map((p) => p.kind)).toEqual([
      'FREE_COIN',
      'MILEAGE',
      'FREE_COIN',
      'ROULETTE_TICKET',
      'BONUS',
      'FREE_COIN',
      'BONUS',
      'PHYSICAL',
    ]);
    expect(prizes[0]).toMatchObject({ name: '無料コイン 5', amount: 5, weight: 3000, probability: 30 });
    expect(prizes.reduce((sum, p) => sum + Math.round(p.probability * 100), 0)).toBe(10_000);
    expect(prizes.at(-1)).toMatchObject({ kind: 'PHYSICAL', amount: 0, probability: 0.2 });
  });

  it("shows a reader their tickets, and another platform's deployment its own wheel", async () => {
    const [reader] = await ticketReaders(ctx, 1, 2);
    expect((await state(reader)).tickets).toBe(2);
    const thai = dataOf(await callJson<RouletteState>(ctx.appFor('thai'), 'GET', '/api/backend/roulette'));
    expect(thai.prizes[0]?.name).toBe('ฟรีคอยน์ 5');
    const german = dataOf(await callJson<RouletteState>(ctx.appFor('de'), 'GET', '/api/backend/roulette'));
    expect(german.prizes).toEqual([]);
  });
});

describe('POST /roulette/spin', () => {
  it('refuses a guest (NOT_LOGIN_USER) and a reader without tickets (NOT_EVENT_REMAIN_TICKET), spending nothing', async () => {
    expect(failureOf(await spin(null))).toEqual({ status: 401, code: 'NOT_LOGIN_USER' });
    const [reader] = await ticketReaders(ctx, 1, 0);
    expect(failureOf(await spin(reader!))).toEqual({ status: 409, code: 'NOT_EVENT_REMAIN_TICKET' });
    expect(await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.userId, reader!.userId))).toEqual([]);
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/backend/roulette/spin', { token: reader!.token }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });

  it('spends one ticket, draws on the server, grants the prize through the ledger with source REWARD', async () => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    forceNextPrize(ctx.db, reader!.userId, 'BONUS');
    const result = dataOf(await spin(reader!));
    const { prizes } = await state(reader);
    expect(prizes[result.index]).toEqual(result.spin.prize);
    expect(result.spin.prize).toMatchObject({ kind: 'BONUS', amount: 20 });
    expect(result).toMatchObject({ tickets: 0, spin: { delivery: null } });
    expect(result.wallet.balance.BONUS).toBe(20);
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, reader!.userId));
    expect(rows).toMatchObject([{ kind: 'BONUS', source: 'REWARD', amount: 20 }]);
  });

  it('a ticket prize gives the ticket back ("spin again")', async () => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    forceNextPrize(ctx.db, reader!.userId, 'ROULETTE_TICKET');
    const result = dataOf(await spin(reader!));
    expect(result.tickets).toBe(1);
    const ledger = await ctx.db
      .select({ amount: rouletteTicketLedger.amount, source: rouletteTicketLedger.source })
      .from(rouletteTicketLedger)
      .where(eq(rouletteTicketLedger.userId, reader!.userId))
      .orderBy(rouletteTicketLedger.id);
    expect(ledger).toEqual([
      { amount: 1, source: 'ADMIN' },
      { amount: -1, source: 'SPIN' },
      { amount: 1, source: 'REWARD' },
    ]);
  });

  it('a retried spin (same Idempotency-Key) answers the same spin and spends nothing more', async () => {
    const [reader] = await ticketReaders(ctx, 1, 3);
    const key = `spin-${randomUUID()}`;
    const first = await spin(reader!, key);
    const again = await spin(reader!, key);
    expect(again).toEqual(first);
    expect(dataOf(first).tickets).toBeGreaterThanOrEqual(2);
    expect(await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.userId, reader!.userId))).toHaveLength(1);
    expect((await state(reader)).tickets).toBe(dataOf(first).tickets);
  });

  it('a physical prize waits for its address and grants no coins', async () => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    const result = await physicalSpin(reader!);
    expect(result.spin.delivery).toEqual({ status: 'ADDRESS_NEEDED', address: null, shippedAt: null });
    expect(result.wallet.total).toBe(0);
  });
});

describe('GET /roulette/spins', () => {
  it("lists the reader's spins newest first, 20 a page by id, and only theirs", async () => {
    const [reader, other] = await ticketReaders(ctx, 2, 25);
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(dataOf(await spin(reader!)).spin.id);
    dataOf(await spin(other!));
    const list = (cursor?: number) =>
      callJson<RouletteSpinPage>(ctx.app, 'GET', `/api/backend/roulette/spins${cursor ? `?cursor=${cursor}` : ''}`, {
        token: reader!.token,
      }).then(dataOf);
    const first = await list();
    expect(first.items.map((s) => s.id)).toEqual(ids.slice(-20).reverse());
    const second = await list(first.nextCursor!);
    expect(second).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(second.items.map((s) => s.id)).toEqual(ids.slice(0, 2).reverse());
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/roulette/spins'))).toEqual({
      status: 401,
      code: 'NOT_LOGIN_USER',
    });
  });
});

describe('PUT /roulette/spins/:id/address', () => {
  it('saves the address of a physical prize (WAITING), may change it until shipped, then ALREADY_SHIPPED_PRIZE', async () => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    const { spin: won } = await physicalSpin(reader!);
    const saved = dataOf(await putAddress(reader!, won.id, { ...ADDRESS, name: ' 山田 花子 ' }));
    expect(saved.delivery).toEqual({ status: 'WAITING', address: ADDRESS, shippedAt: null });
    const moved = dataOf(await putAddress(reader!, won.id, { ...ADDRESS, address2: '' }));
    expect(moved.delivery?.address?.address2).toBe('');
    await shipPrize(ctx.db, won.id, new Date('2031-01-02T03:04:05Z'));
    expect(failureOf(await putAddress(reader!, won.id, ADDRESS))).toEqual({
      status: 409,
      code: 'ALREADY_SHIPPED_PRIZE',
    });
    const page = dataOf(
      await callJson<RouletteSpinPage>(ctx.app, 'GET', '/api/backend/roulette/spins', { token: reader!.token }),
    );
    expect(page.items[0]?.delivery).toEqual({
      status: 'SHIPPED',
      address: { ...ADDRESS, address2: '' },
      shippedAt: Date.parse('2031-01-02T03:04:05Z'),
    });
  });

  it.each([
    ['city', { city: ' ' }],
    ['name', { name: '' }],
    ['zipCode', { zipCode: undefined }],
    ['address1', { address1: '\u3000'.trim() }],
    ['phone', { phone: '' }],
    ['a bad phone', { phone: '12-34' }],
    ['a foreign phone', { phone: '+66812345678' }],
    ['a bad postal code', { zipCode: '〒〒' }],
  ])('refuses an address without %s (INVALID_ADDRESS), changing nothing', async (_label, change) => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    const { spin: won } = await physicalSpin(reader!);
    expect(failureOf(await putAddress(reader!, won.id, { ...ADDRESS, ...change }))).toEqual({
      status: 400,
      code: 'INVALID_ADDRESS',
    });
    const [row] = await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.id, won.id));
    expect(row).toMatchObject({ deliveryStatus: 'ADDRESS_NEEDED', address: null });
  });

  it("refuses another reader's spin, a prize that is not shipped, and an unknown spin (NOT_EXIST)", async () => {
    const [reader, other] = await ticketReaders(ctx, 2, 1);
    const { spin: won } = await physicalSpin(reader!);
    forceNextPrize(ctx.db, other!.userId, 'FREE_COIN');
    const { spin: coins } = dataOf(await spin(other!));
    expect(failureOf(await putAddress(other!, won.id, ADDRESS))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await putAddress(other!, coins.id, ADDRESS))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await putAddress(other!, 2_000_000_000, ADDRESS))).toEqual({ status: 404, code: 'NOT_EXIST' });
    const one = (who: MoneyReader, id: number) =>
      callJson<RouletteSpin>(ctx.app, 'GET', `/api/backend/roulette/spins/${id}`, { token: who.token });
    expect(dataOf(await one(reader!, won.id))).toMatchObject({ id: won.id, delivery: { status: 'ADDRESS_NEEDED' } });
    expect(failureOf(await one(other!, won.id))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await putAddress(reader!, won.id, { ...ADDRESS, phone: 5 }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});

describe('the ledgers after all of the above', () => {
  it('every coin and every ticket is accounted for', async () => {
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
    expect(await ticketMismatches(ctx.db)).toEqual([]);
  });
});
