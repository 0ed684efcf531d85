import { PLATFORM_IDS, type PlatformId } from '../../src/domain/enums';
import type { Executor } from './client';
import { coinProducts } from './schema';

interface Package {
  name: string;
  /** In the currency's minor unit. */
  priceMinor: number;
  coins: number;
  bonus: number;
  stockTotal?: number;
  perUserLimit?: number;
}

/** One shop per platform, priced in its currency; each has one limited first-charge pack. */
const SHOPS: Record<Exclude<PlatformId, 'de'>, Package[]> = {
  japan: [
    { name: '100 coins', priceMinor: 120, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 360, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 600, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 1200, coins: 1000, bonus: 100 },
    { name: '3000 coins', priceMinor: 3600, coins: 3000, bonus: 400 },
    { name: 'Starter pack', priceMinor: 600, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  thai: [
    { name: '100 coins', priceMinor: 3500, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 9900, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 16900, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 32900, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 16900, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  taiwan: [
    { name: '100 coins', priceMinor: 3000, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 9000, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 15000, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 30000, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 15000, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  me: [
    { name: '100 coins', priceMinor: 99, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 299, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 499, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 999, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 499, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
};

/** The coin packages of every platform with a shop (the German variant only serves the transfer). */
export async function seedProducts(executor: Executor): Promise<void> {
  const rows = PLATFORM_IDS.flatMap((platform) =>
    platform === 'de'
      ? []
      : SHOPS[platform].map((p, index) => ({
          platform,
          name: p.name,
          priceMinor: p.priceMinor,
          coins: p.coins,
          bonus: p.bonus,
          stockTotal: p.stockTotal ?? null,
          perUserLimit: p.perUserLimit ?? null,
          sortOrder: index,
        })),
  );
  await executor.insert(coinProducts).values(rows);
}
