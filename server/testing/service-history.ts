import { type SQL, sql } from 'drizzle-orm';
import type { PurchaseResult } from '../../src/domain/coins';
import { PurchaseKind } from '../../src/domain/enums';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { Database, Executor } from '../db/client';
import { fingerprint, successReply } from '../services/economy/idempotency';

/** The `n` of a one-row count. */
async function countOf(executor: Executor, query: SQL): Promise<number> {
  const [row] = ((await executor.execute(query)) as unknown as { rows: { n: number }[] }).rows;
  return row?.n ?? 0;
}

export interface ServiceHistory {
  readers: number;
  /** Purchases written (each with its ledger row, its ownership and its stored reply). */
  purchases: number;
  /** Writing the rows; then VACUUM (ANALYZE) and a checkpoint over them. */
  fillMs: number;
  vacuumMs: number;
}

/**
 * A running service's history written into the bench's database before any measure: `readers` readers, each with one
 * coin lot granted, `each` episodes possessed (a purchase, its USE row on the ledger, its ownership) and each
 * purchase's Idempotency-Key with its stored reply, as the purchase's own statement writes them, spread over the last
 * day (keys are kept 48 hours, so the housekeeping job leaves them). Then VACUUM (ANALYZE) and a CHECKPOINT, as a
 * service that has run has them behind it.
 *
 * Why (issue 30 item 4): without it the purchase steps grow the money tables from a few hundred rows to tens of
 * thousands within a minute, so autovacuum's thresholds (a fifth or a tenth of the table) are crossed every few
 * seconds and its VACUUM ANALYZE runs inside the steps, a cost a service of any size pays far more rarely. The
 * bench still reports autovacuum's share: the VACUUM (ANALYZE) it runs after the purchase steps is timed.
 *
 * The rows keep every money invariant (`moneyInvariants`, `danglingMoneyRows`): each lot's remaining is its grant
 * minus its USE rows, no episode is possessed twice, every reference names a row that exists.
 */
export async function fillServiceHistory(
  db: Database,
  { readers, each, now = new Date() }: { readers: number; each: number; now?: Date },
): Promise<ServiceHistory> {
  const started = performance.now();
  // The reply a purchase of one possessed episode stores; its purchase, lot, episode and price replaced per row (the
  // wallet shown is the one the reader is left with: the 1 000 coins over the history's spending).
  const result: PurchaseResult = {
    purchaseId: 9000000001,
    kind: PurchaseKind.BUY,
    total: 9000000004,
    parts: [{ lotId: 9000000002, kind: 'COIN', amount: 9000000004, expiresAt: null }],
    wallet: { balance: { COIN: 1000, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 }, total: 1000, expiringSoon: 0 },
    episodes: [{ episodeId: 9000000003, state: { kind: 'OWNED' } }],
  };
  const reply = JSON.stringify(successReply(result).body);
  const print = fingerprint('POST', '/api/backend/purchase', {});
  const at = now.toISOString();
  const purchases = await db.transaction(async (tx) => {
    // Every paid episode of the titles one may possess, numbered: reader n takes `each` of them in a row from its
    // own place in the list (never one twice while `each` is at most the list's length).
    await tx.execute(sql`
      create temp table history_pool on commit drop as
      select e.id as episode_id, e.title_id, t.possession_price as price,
        (row_number() over (order by e.id))::int - 1 as n
      from episodes e join titles t on t.id = e.title_id
      where e.number > t.free_episode_count and t.possession_price > 0`);
    const size = await countOf(tx, sql`select count(*)::int as n from history_pool`);
    if (size === 0) throw new Error('The seed has no episode to possess.');
    const take = Math.min(each, size);
    await tx.execute(sql`
      create temp table history_readers on commit drop as
      with made as (
        insert into users (email, nickname, is_adult, is_adult_toggle, birthed_at, platform, terms_version,
          terms_agreed_at, created_at, updated_at)
        select 'history-' || g || '@example.com', 'history' || g, true, true, '1990-01-01', 'japan',
          ${TERMS_VERSION}, ${at}::timestamptz - interval '30 days', ${at}::timestamptz - interval '30 days',
          ${at}::timestamptz - interval '30 days'
        from generate_series(1, ${readers}) g
        returning id
      )
      select id as user_id, (row_number() over (order by id))::int - 1 as n from made`);
    // One purchase per reader and episode, its time within the last 24 hours.
    await tx.execute(sql`
      create temp table history on commit drop as
      select nextval(pg_get_serial_sequence('purchases', 'id'))::int as purchase_id, r.user_id, p.title_id,
        p.episode_id, p.price, ${at}::timestamptz - interval '24 hours' * random() as created_at
      from history_readers r cross join generate_series(0, ${take - 1}) j
      join history_pool p on p.n = (r.n * ${take} + j) % ${size}`);
    await tx.execute(sql`
      with lots as (
        insert into coin_lots (user_id, kind, source, amount_granted, remaining, created_at)
        select user_id, 'COIN', 'ADMIN', sum(price) + 1000, 1000, ${at}::timestamptz - interval '25 hours'
        from history group by user_id
        returning id, user_id, amount_granted, created_at
      )
      insert into coin_ledger (user_id, lot_id, history_type, kind, source, amount, created_at)
      select user_id, id, 'CHARGE', 'COIN', 'ADMIN', amount_granted, created_at from lots`);
    await tx.execute(sql`
      insert into purchases (id, user_id, title_id, kind, purchase_type, total, created_at)
      select purchase_id, user_id, title_id, 1, 'POSSESSION', price, created_at from history order by created_at`);
    await tx.execute(sql`
      insert into coin_ledger (user_id, lot_id, history_type, kind, source, amount, purchase_id, created_at)
      select h.user_id, l.id, 'USE', 'COIN', 'ADMIN', -h.price, h.purchase_id, h.created_at
      from history h join coin_lots l on l.user_id = h.user_id order by h.created_at`);
    await tx.execute(sql`
      insert into ownerships (user_id, title_id, episode_id, kind, purchase_type, purchase_id, created_at)
      select user_id, title_id, episode_id, 'POSSESSION', 'POSSESSION', purchase_id, created_at
      from history order by created_at`);
    await tx.execute(sql`
      insert into idempotency_keys (user_id, key, fingerprint, status, reply, created_at)
      select h.user_id, 'history-' || h.purchase_id, ${print}, 200,
        replace(replace(replace(replace(${reply}, '9000000001', h.purchase_id::text), '9000000002', l.id::text),
          '9000000003', h.episode_id::text), '9000000004', h.price::text),
        h.created_at
      from history h join coin_lots l on l.user_id = h.user_id order by h.created_at`);
    return countOf(tx, sql`select count(*)::int as n from history`);
  });
  const filled = performance.now();
  await db.execute(sql`VACUUM (ANALYZE)`);
  await db.execute(sql`CHECKPOINT`);
  return { readers, purchases, fillMs: filled - started, vacuumMs: performance.now() - filled };
}
