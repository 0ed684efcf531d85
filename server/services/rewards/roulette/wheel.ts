import { asc, eq } from 'drizzle-orm';
import type { PlatformId } from '../../../../src/domain/enums';
import type { RoulettePrize } from '../../../../src/domain/roulette';
import { publishedOdds } from '../../../../src/domain/roulette-odds';
import type { Executor } from '../../../db/client';
import { type RoulettePrizeRow, roulettePrizes } from '../../../db/schema';

/** A prize of the wheel as the API shows it, with the row it came from (the spin needs its expiry days). */
export interface WheelPrize {
  row: RoulettePrizeRow;
  prize: RoulettePrize;
}

/** The platform's wheel in position order, each prize with its published probability (largest remainder). */
export async function wheelOf(executor: Executor, platform: PlatformId): Promise<WheelPrize[]> {
  const rows = await executor
    .select()
    .from(roulettePrizes)
    .where(eq(roulettePrizes.platform, platform))
    .orderBy(asc(roulettePrizes.position), asc(roulettePrizes.id));
  const odds = publishedOdds(rows.map((row) => row.weight));
  return rows.map((row, index) => ({
    row,
    prize: {
      id: row.id,
      kind: row.kind,
      name: row.name,
      amount: row.amount,
      weight: row.weight,
      probability: odds[index]!,
    },
  }));
}
