import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { App } from '../app';
import type { Database } from '../db/client';
import { coinLedger, coinLots, episodes, ownerships, payments, purchases, titles, users } from '../db/schema';
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
 * Money rows that name a reader, a lot, a purchase or a payment that does not exist, or a lot of another reader: what
 * the foreign keys issue 30 dropped held (migrations 0020 and 0021: every such row takes its references from the rows
 * its own statement writes or holds locked, and readers, lots and purchases are never deleted). Each as
 * `<table> <id>: <what>`, in table and id order; none when every reference holds.
 */
export async function danglingMoneyRows(db: Database): Promise<string[]> {
  const missing = (id: number | string | null, found: unknown) => id !== null && found === null;
  const ledger = await db
    .select({
      id: coinLedger.id,
      userId: coinLedger.userId,
      lotId: coinLedger.lotId,
      purchaseId: coinLedger.purchaseId,
      paymentId: coinLedger.paymentId,
      reader: users.id,
      lot: coinLots.id,
      lotReader: coinLots.userId,
      purchase: purchases.id,
      payment: payments.id,
    })
    .from(coinLedger)
    .leftJoin(users, eq(users.id, coinLedger.userId))
    .leftJoin(coinLots, eq(coinLots.id, coinLedger.lotId))
    .leftJoin(purchases, eq(purchases.id, coinLedger.purchaseId))
    .leftJoin(payments, eq(payments.id, coinLedger.paymentId))
    .where(
      or(
        isNull(users.id),
        isNull(coinLots.id),
        ne(coinLots.userId, coinLedger.userId),
        and(isNotNull(coinLedger.purchaseId), isNull(purchases.id)),
        and(isNotNull(coinLedger.paymentId), isNull(payments.id)),
      ),
    )
    .orderBy(coinLedger.id);
  const owned = await db
    .select({
      id: ownerships.id,
      userId: ownerships.userId,
      purchaseId: ownerships.purchaseId,
      reader: users.id,
      purchase: purchases.id,
    })
    .from(ownerships)
    .leftJoin(users, eq(users.id, ownerships.userId))
    .leftJoin(purchases, eq(purchases.id, ownerships.purchaseId))
    .where(or(isNull(users.id), and(isNotNull(ownerships.purchaseId), isNull(purchases.id))))
    .orderBy(ownerships.id);
  const bought = await db
    .select({ id: purchases.id, userId: purchases.userId })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(isNull(users.id))
    .orderBy(purchases.id);
  const what = (table: string, id: number, faults: [boolean, string][]) =>
    faults.filter(([fault]) => fault).map(([, text]) => `${table} ${id}: ${text}`);
  return [
    ...ledger.flatMap((row) =>
      what('coin_ledger', row.id, [
        [row.reader === null, `missing reader ${row.userId}`],
        [row.lot === null, `missing lot ${row.lotId}`],
        [row.lot !== null && row.lotReader !== row.userId, `lot ${row.lotId} of reader ${row.lotReader}`],
        [missing(row.purchaseId, row.purchase), `missing purchase ${row.purchaseId}`],
        [missing(row.paymentId, row.payment), `missing payment ${row.paymentId}`],
      ]),
    ),
    ...owned.flatMap((row) =>
      what('ownerships', row.id, [
        [row.reader === null, `missing reader ${row.userId}`],
        [missing(row.purchaseId, row.purchase), `missing purchase ${row.purchaseId}`],
      ]),
    ),
    ...bought.flatMap((row) => what('purchases', row.id, [[true, `missing reader ${row.userId}`]])),
  ];
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
