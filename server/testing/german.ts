import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TransferState } from '../../src/domain/transfer';
import type { App } from '../app';
import type { Database } from '../db/client';
import { coinLots, episodes, favorites, ownerships, titles, users } from '../db/schema';
import { grantCoins } from '../services/economy';
import { startSession } from '../services/session';
import { callJson, type JsonReply, uniqueEmail } from './requests';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A German reader made in the database (issue 5), with what the transfer moves; `token` is valid at `now`. */
export interface GermanReader {
  userId: number;
  email: string;
  /** Episodes kept, an episode rented (running), titles liked. */
  possessed: number[];
  rented: { episodeId: number; expiresAt: Date };
  liked: number[];
}

/** Two paid episodes of each of `titleCount` readable titles (not adult, not BL), in id order. */
export async function paidEpisodes(
  db: Database,
  titleCount: number,
): Promise<{ titleId: number; episodeId: number }[]> {
  const rows = await db
    .select({ titleId: titles.id, episodeId: episodes.id, number: episodes.number, free: titles.freeEpisodeCount })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false)))
    .orderBy(titles.id, episodes.number);
  const perTitle = new Map<number, { titleId: number; episodeId: number }[]>();
  for (const r of rows) {
    if (r.number <= r.free) continue;
    const list = perTitle.get(r.titleId) ?? [];
    if (list.length < 2) list.push({ titleId: r.titleId, episodeId: r.episodeId });
    perTitle.set(r.titleId, list);
  }
  return [...perTitle.values()]
    .filter((list) => list.length === 2)
    .slice(0, titleCount)
    .flat();
}

/**
 * The standard German account of the transfer suites: COIN 300 (no expiry), BONUS 40 + 10 (one expiry, two lots),
 * FREE_COIN 20 (in 20 days), MILEAGE 500, a BONUS lot of 7 already expired; two episodes of one title kept, one of
 * another rented for 48 more hours and one of it whose rental is over; both titles as favourites.
 */
export async function makeGermanReader(
  db: Database,
  now: Date,
  columns: Partial<typeof users.$inferInsert> = {},
): Promise<GermanReader> {
  const email = columns.email ?? uniqueEmail('de');
  const [user] = await db
    .insert(users)
    .values({
      email,
      nickname: 'Leser',
      isAdult: true,
      isAdultToggle: true,
      birthedAt: '1990-01-01',
      platform: 'de',
      createdAt: now,
      updatedAt: now,
      ...columns,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('User insert returned nothing.');
  const userId = user.id;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    const grant = (kind: 'COIN' | 'BONUS' | 'FREE_COIN' | 'MILEAGE', amount: number, expiresAt: Date | null) =>
      grantCoins(tx, { userId, kind, source: 'ADMIN', amount, expiresAt, now });
    await grant('COIN', 300, null);
    await grant('BONUS', 40, at(60));
    await grant('BONUS', 10, at(60));
    await grant('FREE_COIN', 20, at(20));
    await grant('MILEAGE', 500, null);
    await grant('BONUS', 7, at(-1));
  });
  const picked = await paidEpisodes(db, 2);
  const [kept1, kept2, rented, over] = picked;
  if (!kept1 || !kept2 || !rented || !over) throw new Error('The seed has too few paid episodes.');
  const rental = { episodeId: rented.episodeId, expiresAt: new Date(now.getTime() + 48 * HOUR_MS) };
  const base = { userId, createdAt: now };
  await db.insert(ownerships).values([
    { ...base, ...kept1, kind: 'POSSESSION', purchaseType: 'POSSESSION', expiresAt: null },
    { ...base, ...kept2, kind: 'POSSESSION', purchaseType: 'POSSESSION', expiresAt: null },
    { ...base, titleId: rented.titleId, ...rental, kind: 'RENT', purchaseType: 'RENT' },
    { ...base, ...over, kind: 'FREETIME', purchaseType: 'FREETIME', expiresAt: new Date(now.getTime() - HOUR_MS) },
  ]);
  const liked = [...new Set(picked.map((p) => p.titleId))].slice(0, 2);
  await db.insert(favorites).values(liked.map((titleId) => ({ userId, titleId, createdAt: now })));
  return { userId, email, possessed: [kept1.episodeId, kept2.episodeId], rented: rental, liked };
}

/** A bearer token of a new session of a user id, valid at `now` (the API's clock) on the account's platform. */
export async function tokenFor(db: Database, secret: string, userId: number, now: Date): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}.`);
  return (await startSession(db, secret, user, now)).accessToken;
}

/** `POST /api/backend/transfer` with a fresh (or the given) Idempotency-Key. */
export function postTransfer(
  app: App,
  token: string,
  key: string = `transfer-${randomUUID()}`,
  body: unknown = { termsAccepted: true },
): Promise<JsonReply<TransferState>> {
  return callJson<TransferState>(app, 'POST', '/api/backend/transfer', {
    token,
    body,
    headers: { 'idempotency-key': key },
  });
}

/**
 * What an account holds, in a canonical form two accounts can be compared by: coins per kind and expiry (live lots),
 * possessed episodes, running rentals with their ends, favourite titles.
 */
export async function holdingsOf(db: Database, userId: number, now: Date) {
  const lots = await db.select().from(coinLots).where(eq(coinLots.userId, userId));
  const coins = new Map<string, number>();
  for (const lot of lots) {
    if (lot.remaining === 0 || (lot.expiresAt && lot.expiresAt <= now)) continue;
    const key = `${lot.kind}@${lot.expiresAt?.toISOString() ?? 'never'}`;
    coins.set(key, (coins.get(key) ?? 0) + lot.remaining);
  }
  const owned = await db.select().from(ownerships).where(eq(ownerships.userId, userId));
  const liked = await db.select().from(favorites).where(eq(favorites.userId, userId));
  return {
    coins: Object.fromEntries([...coins.entries()].sort()),
    possessed: owned
      .filter((o) => o.kind === 'POSSESSION')
      .map((o) => o.episodeId)
      .sort((a, b) => a - b),
    rentals: owned
      .filter((o) => o.kind !== 'POSSESSION' && o.expiresAt && o.expiresAt > now)
      .map((o) => `${o.episodeId}@${o.expiresAt?.toISOString()}`)
      .sort(),
    favorites: liked.map((f) => f.titleId).sort((a, b) => a - b),
  };
}
