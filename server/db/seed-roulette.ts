import { count } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import type { RoulettePrizeKind } from '../../src/domain/roulette';
import { grantTickets } from '../services/rewards';
import type { Executor } from './client';
import { roulettePrizes } from './schema';

interface SeedPrize {
  kind: RoulettePrizeKind;
  amount: number;
  weight: number;
  name: string;
}

type Names = [
  free5: string,
  mileage100: string,
  free10: string,
  again: string,
  bonus20: string,
  free50: string,
  bonus100: string,
  artBook: string,
];

/**
 * One wheel for every platform, in wheel order, weights summing to 10 000 (so 1 weight = 0.01 %): small free coins
 * often, a signed art book (shipped, so it asks for an address) rarely. Frequent prizes alternate with rare ones so
 * that the segments of one colour do not sit side by side.
 */
const WHEEL: Omit<SeedPrize, 'name'>[] = [
  { kind: 'FREE_COIN', amount: 5, weight: 3000 },
  { kind: 'MILEAGE', amount: 100, weight: 2000 },
  { kind: 'FREE_COIN', amount: 10, weight: 2000 },
  { kind: 'ROULETTE_TICKET', amount: 1, weight: 1000 },
  { kind: 'BONUS', amount: 20, weight: 1200 },
  { kind: 'FREE_COIN', amount: 50, weight: 500 },
  { kind: 'BONUS', amount: 100, weight: 280 },
  { kind: 'PHYSICAL', amount: 0, weight: 20 },
];

const NAMES: Record<Exclude<PlatformId, 'de'>, Names> = {
  japan: [
    '無料コイン 5',
    'マイレージ 100pt',
    '無料コイン 10',
    'もう1回！ルーレットチケット',
    'ボーナスコイン 20',
    '無料コイン 50',
    'ボーナスコイン 100',
    '作家サイン入り画集',
  ],
  thai: [
    'ฟรีคอยน์ 5',
    'ไมล์สะสม 100 แต้ม',
    'ฟรีคอยน์ 10',
    'หมุนอีกครั้ง! ตั๋วรูเล็ต',
    'โบนัสคอยน์ 20',
    'ฟรีคอยน์ 50',
    'โบนัสคอยน์ 100',
    'อาร์ตบุ๊กพร้อมลายเซ็นนักเขียน',
  ],
  taiwan: [
    '免費代幣 5',
    '里程點數 100',
    '免費代幣 10',
    '再轉一次！輪盤券',
    '紅利代幣 20',
    '免費代幣 50',
    '紅利代幣 100',
    '作者親筆簽名畫冊',
  ],
  me: [
    '5 free coins',
    '100 mileage points',
    '10 free coins',
    'Spin again! 1 roulette ticket',
    '20 bonus coins',
    '50 free coins',
    '100 bonus coins',
    'Signed art book',
  ],
};

/** The wheels as seeded, per platform (the German deployment serves only the transfer: no wheel). */
export const ROULETTE_SEED = Object.fromEntries(
  Object.entries(NAMES).map(([platform, names]) => [
    platform,
    WHEEL.map((prize, index) => ({ ...prize, name: names[index]! })),
  ]),
) as Record<keyof typeof NAMES, SeedPrize[]>;

/** Coins won expire like the event coins of the demo: free coins in 30 days, bonus in 90, mileage never. */
const VALID_DAYS: Partial<Record<RoulettePrizeKind, number>> = { FREE_COIN: 30, BONUS: 90 };

/** Writes every platform's wheel. */
export async function seedRoulette(executor: Executor): Promise<number> {
  const rows = Object.entries(ROULETTE_SEED).flatMap(([platform, wheel]) =>
    wheel.map((prize, index) => ({
      platform: platform as PlatformId,
      ...prize,
      validDays: VALID_DAYS[prize.kind] ?? null,
      position: index + 1,
    })),
  );
  await executor.insert(roulettePrizes).values(rows);
  return rows.length;
}

/** Demo readers start with a few tickets, so the wheel can be tried at once. */
export async function seedDemoTickets(executor: Executor, now: Date, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await grantTickets(executor, { userId, amount: 3, source: 'ADMIN', now });
}

/** Writes the wheels into a database seeded before they existed; a database with any prize is left as is. */
export async function seedRouletteIfMissing(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ n: count() }).from(roulettePrizes);
  if ((row?.n ?? 0) > 0) return false;
  await seedRoulette(executor);
  return true;
}
