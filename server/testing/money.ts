import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { App } from '../app';
import type { Database } from '../db/client';
import { coinLedger, coinLots, episodes, ownerships, purchases, titles, users } from '../db/schema';
import { grantCoins } from '../services/economy';
import { startSession } from '../services/session';
import { callJson, type JsonReply } from './requests';

/** A reader made straight in the database with a session and its access token: the money suites need many, fast. */
export interface MoneyReader {
  userId: number;
  token: string;
}

let made = 0;

export async function makeReaders(
  db: Database,
  secret: string,
  count: number,
  now: Date,
  coins: (
    index: number,
  ) => { kind: 'COIN' | 'BONUS' | 'FREE_COIN' | 'MILEAGE'; amount: number; expiresAt: Date | null }[],
): Promise<MoneyReader[]> {
  const readers: MoneyReader[] = [];
  for (let index = 0; index < count; index += 1) {
    made += 1;
    const email = `money-${process.pid}-${Date.now().toString(36)}-${made}@example.com`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        nickname: `money${made}`,
        isAdult: true,
        isAdultToggle: true,
        birthedAt: '1990-01-01',
        platform: 'japan',
        // Consented to the terms, as a signed-up reader has: an account without consent may not buy.
        termsVersion: TERMS_VERSION,
        termsAgreedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id, email: users.email, platform: users.platform });
    if (!user) throw new Error('User insert returned nothing.');
    const grants = coins(index);
    if (grants.length > 0)
      await db.transaction(async (tx) => {
        for (const grant of grants) await grantCoins(tx, { userId: user.id, source: 'ADMIN', now, ...grant });
      });
    readers.push({ userId: user.id, token: (await startSession(db, secret, user, now)).accessToken });
  }
  return readers;
}

/** A money write with a fresh (or the given) Idempotency-Key. */
export function moneyCall<T>(
  app: App,
  reader: MoneyReader,
  path: string,
  body: unknown,
  key: string = `money-${randomUUID()}`,
): Promise<JsonReply<T>> {
  return callJson<T>(app, 'POST', path, { token: reader.token, body, headers: { 'idempotency-key': key } });
}

/** A title every adult may buy, with its published episodes (ids by number) and prices. */
export async function buyableTitle(db: Database, minEpisodes: number) {
  const rows = await db
    .select({ title: titles, n: sql<number>`count(${episodes.id})::int` })
    .from(titles)
    .innerJoin(episodes, eq(episodes.titleId, titles.id))
    .where(and(eq(titles.isBl, false), gt(titles.possessionPrice, 0), gt(titles.rentPrice, 0)))
    .groupBy(titles.id)
    .orderBy(sql`count(${episodes.id}) desc`)
    .limit(1);
  const row = rows[0];
  if (!row || row.n < minEpisodes) throw new Error(`The seed has no title with ${minEpisodes} episodes.`);
  const list = await db.select().from(episodes).where(eq(episodes.titleId, row.title.id)).orderBy(episodes.number);
  return { title: row.title, episodes: list };
}

/**
 * The invariants every money suite ends on: each lot holds what its ledger rows say (the ledger is the truth),
 * no lot is negative, no episode is possessed twice, and each reader's balance is the sum of its rows.
 */
export async function moneyInvariants(db: Database) {
  const lots = await db
    .select({
      id: coinLots.id,
      remaining: coinLots.remaining,
      booked: sql<string>`coalesce(sum(${coinLedger.amount}), 0)`,
    })
    .from(coinLots)
    .leftJoin(coinLedger, eq(coinLedger.lotId, coinLots.id))
    .groupBy(coinLots.id);
  const possessed = await db
    .select({ userId: ownerships.userId, episodeId: ownerships.episodeId, n: sql<number>`count(*)::int` })
    .from(ownerships)
    .where(eq(ownerships.kind, 'POSSESSION'))
    .groupBy(ownerships.userId, ownerships.episodeId)
    .having(sql`count(*) > 1`);
  return {
    lotsOffLedger: lots.filter((l) => Number(l.booked) !== l.remaining).map((l) => l.id),
    negativeLots: lots.filter((l) => l.remaining < 0).map((l) => l.id),
    possessedTwice: possessed,
  };
}

/**
 * Ledger rows and ownerships that name a purchase which does not exist: what the foreign keys to purchases held
 * before issue 30 dropped them (the purchase is written by the same statement as the rows that name it).
 */
export async function orphanedPurchaseIds(db: Database): Promise<number[]> {
  const orphanedBy = (table: typeof coinLedger | typeof ownerships) =>
    db
      .select({ id: table.purchaseId })
      .from(table)
      .leftJoin(purchases, eq(purchases.id, table.purchaseId))
      .where(and(isNotNull(table.purchaseId), isNull(purchases.id)));
  return [...(await orphanedBy(coinLedger)), ...(await orphanedBy(ownerships))].map((row) => row.id!);
}

/** Runs `tasks` with at most `width` in flight. */
export async function runConcurrently<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

/** A small deterministic generator (mulberry32), so a failing seed can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
