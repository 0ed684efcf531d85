import { count } from 'drizzle-orm';
import type { PlatformId } from '../../src/domain/enums';
import { hashPassword } from '../lib/password';
import { NEW_ACCOUNT_PUSH } from '../services/alarm';
import { grantCoins } from '../services/economy';
import type { Database } from './client';
import { seedCatalogue } from './seed-catalog';
import { seedCommunity } from './seed-community';
import { seedCoupons, seedGifts, seedProducts } from './seed-economy';
import { seedInquiries } from './seed-inquiry';
import { seedGermanLibrary } from './seed-transfer';
import { seedHelp } from './seed-help';
import { seedThemes } from './seed-themes';
import { seedDemoTickets, seedRoulette } from './seed-roulette';
import { seedEvents } from './seed-events';
import { users } from './schema';
import { TERMS_VERSION } from '../../src/domain/legal';

export const DEMO_PASSWORD = 'Webtoon1!';

interface DemoAccount {
  email: string;
  nickname: string;
  isAdult: boolean;
  birthedAt: string | null;
  platform?: PlatformId;
  coins: Partial<Record<'COIN' | 'BONUS' | 'FREE_COIN' | 'MILEAGE', number>>;
  /** A German reader with episodes and favourites to move (issue 5, the account transfer). */
  germanLibrary?: boolean;
  /** The sign-up mail is confirmed (a 'me' account the transfer may move into). */
  mailVerified?: boolean;
  /** Registered with the platform's demo mobile number (DEMO_PHONES): the phone recovery flows find it. */
  phone?: boolean;
  note: string;
}

/** A valid mobile number of each platform's country (E.164), for the demo account registered with a phone. */
export const DEMO_PHONES: Record<PlatformId, string> = {
  japan: '+819012345678',
  thai: '+66812345678',
  taiwan: '+886912345678',
  me: '+14155552671',
  de: '+4915123456789',
};

/**
 * The demo accounts of the contract; `npm start` prints them. One address may have a 'de' and a 'me' account. The
 * balances of the readers of a shop are ten times the first ones since episodes cost what the market charges (about
 * 50 coins, seed-prices.ts): the adult reader can still buy some hundred episodes, the rich one a whole catalogue. The
 * German readers keep theirs: no shop, only the transfer, which moves whatever they hold.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'adult@example.com',
    nickname: 'Adult Reader',
    isAdult: true,
    birthedAt: '1990-01-01',
    coins: { COIN: 5000, BONUS: 1000 },
    note: 'adult, 5000 coins + 1000 bonus, 3 roulette tickets',
  },
  {
    email: 'minor@example.com',
    nickname: 'Young Reader',
    isAdult: false,
    birthedAt: '2012-05-05',
    coins: { COIN: 500 },
    note: 'not adult, 500 coins',
  },
  {
    email: 'rich@example.com',
    nickname: 'Rich Reader',
    isAdult: true,
    birthedAt: '1985-03-03',
    coins: { COIN: 100000, BONUS: 10000, MILEAGE: 3000 },
    note: 'adult, 100000 coins, 10000 bonus, 3000 mileage, 3 roulette tickets',
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
    email: 'phone@example.com',
    nickname: 'Phone Reader',
    isAdult: true,
    birthedAt: '1993-03-03',
    coins: { COIN: 1000 },
    phone: true,
    note: 'adult, 1000 coins, registered with a mobile number (forgot password by SMS, find my id):',
  },
  {
    email: 'de-reader@example.com',
    nickname: 'Leserin',
    isAdult: true,
    birthedAt: '1992-02-02',
    platform: 'de',
    coins: { COIN: 200 },
    germanLibrary: true,
    note: "platform de, 200 coins, 2 episodes kept, 1 rented, 2 favourites; moves to a new 'me' account",
  },
  {
    email: 'de-new@example.com',
    nickname: 'Neuer Leser',
    isAdult: true,
    birthedAt: '1988-08-08',
    platform: 'de',
    coins: { COIN: 300, BONUS: 40, FREE_COIN: 20, MILEAGE: 500 },
    germanLibrary: true,
    note: "platform de, 300 coins + 40 bonus + 20 free + 500 mileage, a library; moves to a new 'me' account",
  },
  {
    email: 'de-both@example.com',
    nickname: 'Beide Konten',
    isAdult: true,
    birthedAt: '1990-09-09',
    platform: 'de',
    coins: { COIN: 150, BONUS: 25 },
    germanLibrary: true,
    note: "platform de, 150 coins + 25 bonus, a library; moves into the verified 'me' account below",
  },
  {
    email: 'de-both@example.com',
    nickname: 'Both Accounts',
    isAdult: true,
    birthedAt: '1990-09-09',
    platform: 'me',
    coins: { COIN: 1000 },
    mailVerified: true,
    note: 'platform me, 1000 coins, mail verified: the German account above moves into it',
  },
];

const SOURCE = { COIN: 'PAYMENT', BONUS: 'EVENT', FREE_COIN: 'EVENT', MILEAGE: 'REWARD' } as const;
const VALID_DAYS = { COIN: null, BONUS: 365, FREE_COIN: 30, MILEAGE: null } as const;

// One hash per process: every demo account shares the documented password, and argon2 is slow on purpose.
let demoHash: Promise<string> | undefined;

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo readers of the Japanese, Thai and Taiwanese catalogues go by names of their market (their comments and
 * gifts show them); the 'me' and German ones keep the names above. Issue 28: "Young Reader" wrote in every language.
 */
const LOCAL_NICKNAMES: Partial<Record<PlatformId, Record<string, string>>> = {
  japan: {
    'adult@example.com': 'さくら',
    'minor@example.com': 'はると',
    'rich@example.com': 'たくみ',
    'empty@example.com': 'みお',
    'phone@example.com': 'けんた',
  },
  thai: {
    'adult@example.com': 'มะลิ',
    'minor@example.com': 'ภูมิ',
    'rich@example.com': 'ปราง',
    'empty@example.com': 'ต้นกล้า',
    'phone@example.com': 'ฟ้า',
  },
  taiwan: {
    'adult@example.com': '小雨',
    'minor@example.com': '阿哲',
    'rich@example.com': '怡君',
    'empty@example.com': '志明',
    'phone@example.com': '佳穎',
  },
};

/** A demo account's nickname on its platform. */
export function demoNickname(account: Pick<DemoAccount, 'email' | 'nickname'>, platform: PlatformId): string {
  return LOCAL_NICKNAMES[platform]?.[account.email] ?? account.nickname;
}

/** What the demo seed wrote, for the start banner. */
export interface SeedSummary {
  accounts: number;
  titles: number;
  episodes: number;
}

/**
 * Writes the demo accounts, their coins (as CHARGE ledger rows with lots), the catalogue and the German readers'
 * libraries in one transaction.
 */
export async function seedDemoData(db: Database, defaultPlatform: PlatformId, now: Date): Promise<SeedSummary> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    const everyone: number[] = [];
    const recipients: { id: number; platform: PlatformId }[] = [];
    const libraries: number[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          nickname: demoNickname(account, account.platform ?? defaultPlatform),
          isAdult: account.isAdult,
          isAdultToggle: account.isAdult,
          birthedAt: account.birthedAt,
          coinPurchaseCount: account.coins.COIN ? 1 : 0,
          mailVerifiedAt: account.mailVerified ? now : null,
          phone: account.phone ? DEMO_PHONES[account.platform ?? defaultPlatform] : null,
          platform: account.platform ?? defaultPlatform,
          // Demo readers signed up like anyone: they agreed to the terms in force.
          termsVersion: TERMS_VERSION,
          termsAgreedAt: now,
          // Their notifications start as a new reader's do: the demo's gifts show in /alarm.
          ...NEW_ACCOUNT_PUSH,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Seed insert returned nothing.');
      // The first account of an address is the one the coupons and gifts below name.
      if (!ids.has(account.email)) ids.set(account.email, user.id);
      everyone.push(user.id);
      recipients.push({ id: user.id, platform: account.platform ?? defaultPlatform });
      if (account.germanLibrary) libraries.push(user.id);
      for (const kind of ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'] as const) {
        const amount = account.coins[kind];
        if (!amount) continue;
        const days = VALID_DAYS[kind];
        const expiresAt = days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
        await grantCoins(tx, { userId: user.id, kind, source: SOURCE[kind], amount, expiresAt, now });
      }
    }
    const catalogue = await seedCatalogue(tx, now, defaultPlatform);
    for (const [index, userId] of libraries.entries()) await seedGermanLibrary(tx, now, userId, index);
    await seedProducts(tx);
    const vip = ['adult@example.com', 'rich@example.com']
      .map((email) => ids.get(email))
      .filter((id) => id !== undefined);
    await seedCoupons(tx, now, vip, defaultPlatform);
    await seedGifts(tx, now, recipients);
    await seedCommunity(tx, now, defaultPlatform);
    await seedHelp(tx);
    await seedThemes(tx);
    await seedEvents(tx, now);
    await seedInquiries(tx, now, everyone);
    await seedRoulette(tx);
    await seedDemoTickets(tx, now, vip);
    return { accounts: everyone.length, ...catalogue };
  });
}
