import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouletteSpinResult } from '../../../../src/domain/roulette';
import { rouletteSpins } from '../../../db/schema';
import { callJson, createTestContext, dataOf, type TestContext } from '../../../testing';
import { ticketReaders } from '../../../testing/roulette';
import { forceNextPrize } from './forced-prize';
import { listPrizesCommand, shipPrizeCommand } from './operator-commands';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ADDRESS = {
  city: '大阪府',
  name: '佐藤 一郎',
  zipCode: '530-0001',
  address1: '大阪市北区梅田1-1',
  address2: '',
  phone: '080-2345-6789',
};

async function physicalPrize(withAddress: boolean): Promise<number> {
  const [reader] = await ticketReaders(ctx, 1, 1);
  forceNextPrize(ctx.db, reader!.userId, 'PHYSICAL');
  const { spin } = dataOf(
    await callJson<RouletteSpinResult>(ctx.app, 'POST', '/api/backend/roulette/spin', {
      token: reader!.token,
      headers: { 'idempotency-key': `op-${randomUUID()}` },
    }),
  );
  if (withAddress)
    dataOf(
      await callJson(ctx.app, 'PUT', `/api/backend/roulette/spins/${spin.id}/address`, {
        token: reader!.token,
        body: ADDRESS,
      }),
    );
  return spin.id;
}

describe('npm run operator -- prizes | ship', () => {
  it('lists the prizes not shipped with their addresses, ships one once, and refuses what cannot be shipped', async () => {
    expect(await listPrizesCommand(ctx.db)).toEqual({
      code: 0,
      lines: ['No physical prize is waiting to be shipped.'],
    });
    const addressed = await physicalPrize(true);
    const waiting = await physicalPrize(false);
    const listed = await listPrizesCommand(ctx.db);
    expect(listed.lines).toHaveLength(2);
    expect(listed.lines[0]).toMatch(new RegExp(`^#${addressed} .* 作家サイン入り画集\\n  佐藤 一郎, 530-0001 大阪府`));
    expect(listed.lines[1]).toContain("waiting for the reader's address");

    const shippedAt = new Date('2031-03-04T05:06:07Z');
    expect(await shipPrizeCommand(ctx.db, [String(addressed)], shippedAt)).toEqual({
      code: 0,
      lines: [`Prize of spin #${addressed} marked shipped.`],
    });
    const [row] = await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.id, addressed));
    expect(row).toMatchObject({ deliveryStatus: 'SHIPPED', shippedAt });
    expect((await shipPrizeCommand(ctx.db, [String(addressed)], shippedAt)).lines).toEqual([
      `Spin #${addressed} was already shipped.`,
    ]);
    expect(await shipPrizeCommand(ctx.db, [String(waiting)], shippedAt)).toMatchObject({ code: 1 });
    expect(await shipPrizeCommand(ctx.db, ['2000000000'], shippedAt)).toMatchObject({ code: 1 });
    expect(await shipPrizeCommand(ctx.db, ['x'], shippedAt)).toMatchObject({ code: 2 });
    expect((await listPrizesCommand(ctx.db)).lines).toHaveLength(1);
  });
});
