import { count } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import { hashPassword } from '../lib/password';
import { grantCoins } from '../services/ledger';
import type { Database } from './client';
import { seedCatalogue } from './seed-catalog';
import { seedCoupons, seedGifts, seedProducts } from './seed-economy';
import { users } from './schema';

export const DEMO_PASSWORD = 'Webtoon1!';

interface DemoAccount {
  email: string;
  nickname: string;
  isAdult: boolean;
  birthedAt: string | null;
  platform?: PlatformId;
  coins: Partial<Record<'COIN' | 'BONUS' | 'MILEAGE', number>>;
  note: string;
}

/** The demo accounts of the contract; `npm start` prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'adult@example.com',
    nickname: 'Adult Reader',
    isAdult: true,
    birthedAt: '1990-01-01',
    coins: { COIN: 500, BONUS: 100 },
    note: 'adult, 500 coins + 100 bonus',
  },
  {
    email: 'minor@example.com',
    nickname: 'Young Reader',
    isAdult: false,
    birthedAt: '2012-05-05',
    coins: { COIN: 50 },
    note: 'not adult, 50 coins',
  },
  {
    email: 'rich@example.com',
    nickname: 'Rich Reader',
    isAdult: true,
    birthedAt: '1985-03-03',
    coins: { COIN: 10000, BONUS: 1000, MILEAGE: 3000 },
    note: 'adult, 10000 coins, 1000 bonus, 3000 mileage',
  },
  {
    email: 'empty@example.com',
    nickname: 'Empty Wallet',
    isAdult: true,
    birthedAt: '1995-07-07',
    coins: {},
    note: 'adult, no coins',
  },
  {
    email: 'de-reader@example.com',
    nickname: 'Leserin',
    isAdult: true,
    birthedAt: '1992-02-02',
    platform: 'de',
    coins: { COIN: 200 },
    note: 'platform de, 200 coins',
  },
];

const SOURCE = { COIN: 'PAYMENT', BONUS: 'EVENT', MILEAGE: 'REWARD' } as const;
const BONUS_VALID_DAYS = 365;

// One hash per process: every demo account shares the documented password, and argon2 is slow on purpose.
let demoHash: Promise<string> | undefined;

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Writes the demo accounts, their coins (as CHARGE ledger rows with lots) and the catalogue in one transaction. */
export async function seedDemoData(db: Database, defaultPlatform: PlatformId, now: Date): Promise<void> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          nickname: account.nickname,
          isAdult: account.isAdult,
          isAdultToggle: account.isAdult,
          birthedAt: account.birthedAt,
          coinPurchaseCount: account.coins.COIN ? 1 : 0,
          platform: account.platform ?? defaultPlatform,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Seed insert returned nothing.');
      ids.set(account.email, user.id);
      for (const kind of ['COIN', 'BONUS', 'MILEAGE'] as const) {
        const amount = account.coins[kind];
        if (!amount) continue;
        const expiresAt = kind === 'BONUS' ? new Date(now.getTime() + BONUS_VALID_DAYS * 24 * 60 * 60 * 1000) : null;
        await grantCoins(tx, { userId: user.id, kind, source: SOURCE[kind], amount, expiresAt, now });
      }
    }
    await seedCatalogue(tx, now);
    await seedProducts(tx);
    const vip = ['adult@example.com', 'rich@example.com']
      .map((email) => ids.get(email))
      .filter((id) => id !== undefined);
    await seedCoupons(tx, now, vip);
    await seedGifts(tx, now, [...ids.values()]);
  });
}
