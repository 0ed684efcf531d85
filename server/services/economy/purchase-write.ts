import type { EpisodePurchaseType } from '../../../src/domain/enums';
import type { SpendPart } from '../../../src/domain/rules/spending';
import { type BatchStatement, execute, literal, prepared } from '../../db/batch';

export interface PurchaseWrite {
  /** Taken from the purchases' sequence beforehand, so that the reply stored beside the write can name it. */
  purchaseId: number;
  userId: number;
  titleId: number;
  kind: number;
  purchaseType: EpisodePurchaseType;
  total: number;
  parts: readonly SpendPart[];
  /** Lots found past their expiry under the lock: written off whole (EXPIRE), as allOpenLots does. */
  expired: readonly Pick<SpendPart, 'lotId' | 'amount'>[];
  episodeIds: readonly number[];
  ownership: 'POSSESSION' | 'RENT' | 'FREETIME';
  expiresAt: Date | null;
  now: Date;
  /** The reply stored on the reader's claimed Idempotency-Key in the same statement. */
  reply: { key: string; status: number; body: string };
}

/**
 * A purchase written whole as ONE statement of a batch (one round trip instead of 3 + 2 per lot): the purchase row,
 * each lot of the plan taken down by its part with the same guard as takeFromLot (`remaining >= amount`, never below
 * zero) and its signed ledger row (USE, or EXPIRE for a lot past its expiry), the ownerships, and the reply stored on
 * the key this transaction claimed (a statement of its own before issue 30: a parse, an executor start and a reply
 * of the database's per purchase). The caller holds the wallet lock and read the lots under it. A lot that could
 * not give its part (or a key not found) leaves the counts short, and the statement then fails on purpose (a cast
 * that cannot succeed), which rolls the transaction back whole before the COMMIT that follows it in the same message.
 * Prepared once per connection: the lots and episodes travel as arrays.
 */
const writePurchase = prepared(
  'write_purchase',
  // $1 id, $2 user, $3 title, $4 kind, $5 purchase type, $6 total, $7 now, $8-$10 takes (lot, amount, ledger
  // type), $11 episodes, $12 ownership kind, $13 ownership end, $14-$16 the key, the reply's status and body.
  [
    'int',
    'int',
    'int',
    'int',
    'text',
    'int',
    'timestamptz',
    'int[]',
    'bigint[]',
    'text[]',
    'int[]',
    'text',
    'timestamptz',
    'text',
    'int',
    'text',
  ],
  `with p as (
      insert into purchases (id, user_id, title_id, kind, purchase_type, total, created_at)
      values ($1, $2, $3, $4, $5, $6, $7)
      returning id
    ), taken as (
      update coin_lots l set remaining = l.remaining - t.amount
      from unnest($8, $9, $10) with ordinality as t(id, amount, type, n)
      where l.id = t.id and l.user_id = $2 and l.remaining >= t.amount
      returning l.id, l.user_id, l.kind, l.source, t.amount, t.n, t.type
    ), booked as (
      insert into coin_ledger (user_id, lot_id, history_type, kind, source, amount, purchase_id, created_at)
      select taken.user_id, taken.id, taken.type, taken.kind, taken.source, -taken.amount,
        case when taken.type = 'USE' then p.id end, $7
      from taken, p order by taken.n
      returning id
    ), owned as (
      insert into ownerships (user_id, title_id, episode_id, kind, purchase_type, purchase_id, expires_at, created_at)
      select $2, $3, e.id, $12, $5, p.id, $13, $7
      from unnest($11) as e(id), p
      returning id
    ), replied as (
      update idempotency_keys set status = $15, reply = $16 where user_id = $2 and key = $14
      returning 1
    )
    select case
      when b.n = cardinality($8) and o.n = cardinality($11) and r.n = 1 then (select id from p)
      else ('purchase write incomplete: ' || b.n || ' of ' || cardinality($8) || ' lots, '
        || o.n || ' of ' || cardinality($11) || ' ownerships, ' || r.n || ' reply')::int
    end as id
    from (select count(*) as n from booked) b, (select count(*) as n from owned) o,
      (select count(*) as n from replied) r`,
);

export function purchaseWriteStatement(write: PurchaseWrite): BatchStatement {
  const takes = [
    ...write.parts.map((p) => ({ ...p, type: 'USE' })),
    ...write.expired.map((p) => ({ ...p, type: 'EXPIRE' })),
  ];
  return execute(
    writePurchase,
    literal.int(write.purchaseId),
    literal.int(write.userId),
    literal.int(write.titleId),
    literal.int(write.kind),
    literal.text(write.purchaseType),
    literal.int(write.total),
    literal.stamp(write.now),
    literal.intArray(takes.map((t) => t.lotId)),
    literal.intArray(takes.map((t) => t.amount)),
    literal.wordArray(takes.map((t) => t.type)),
    literal.intArray(write.episodeIds),
    literal.text(write.ownership),
    literal.stamp(write.expiresAt),
    literal.text(write.reply.key),
    literal.int(write.reply.status),
    literal.text(write.reply.body),
  );
}
