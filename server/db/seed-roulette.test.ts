import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleanText } from '../../src/domain/text';
import { DEMO_ACCOUNTS, createTestContext, type TestContext } from '../testing';
import { ticketsOf } from '../services/rewards';
import { roulettePrizes, rouletteSpins, users } from './schema';
import { ROULETTE_SEED, seedRouletteIfMissing } from './seed-roulette';

const SCRIPT = { japan: /[ぁ-んァ-ン一-龯]/, thai: /[\u0e00-\u0e7f]/, taiwan: /[一-龯]/, me: /^[\x20-\x7e]+$/ };

describe.each(Object.entries(ROULETTE_SEED))('the %s wheel', (platform, wheel) => {
  it('has eight prizes of every kind, a rare physical one, weights summing to 10 000, in its language', () => {
    expect(wheel).toHaveLength(8);
    expect(wheel.reduce((sum, p) => sum + p.weight, 0)).toBe(10_000);
    expect(new Set(wheel.map((p) => p.kind))).toEqual(
      new Set(['FREE_COIN', 'MILEAGE', 'ROULETTE_TICKET', 'BONUS', 'PHYSICAL']),
    );
    expect(wheel.find((p) => p.kind === 'PHYSICAL')).toMatchObject({ amount: 0, weight: 20 });
    for (const p of wheel) {
      expect(isCleanText(p.name), p.name).toBe(true);
      expect(p.name, p.name).toMatch(SCRIPT[platform as keyof typeof SCRIPT]);
    }
  });
});

describe('the seeded roulette', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('has no wheel on the German platform, and gives the VIP demo readers three tickets', async () => {
    expect(await ctx.db.select().from(roulettePrizes).where(eq(roulettePrizes.platform, 'de'))).toEqual([]);
    const vip = DEMO_ACCOUNTS.filter((a) => a.note.includes('roulette tickets'));
    expect(vip.map((a) => a.email)).toEqual(['adult@example.com', 'rich@example.com']);
    for (const account of vip) {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, account.email));
      expect(await ticketsOf(ctx.db, user!.id)).toBe(3);
    }
  });

  it('adds the wheels to a database seeded before they existed, and never twice', async () => {
    expect(await seedRouletteIfMissing(ctx.db)).toBe(false);
    await ctx.db.delete(rouletteSpins);
    await ctx.db.delete(roulettePrizes);
    expect(await seedRouletteIfMissing(ctx.db)).toBe(true);
    expect(await ctx.db.select().from(roulettePrizes)).toHaveLength(32);
    expect(await seedRouletteIfMissing(ctx.db)).toBe(false);
  });
});
