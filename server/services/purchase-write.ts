import type { EpisodePurchaseType } from '../../src/domain/enums';
import type { SpendPart } from '../../src/domain/rules/spending';
import { literal } from '../db/batch';

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
}

/**
 * A purchase written whole as ONE statement of a batch (one round trip instead of 3 + 2 per lot): the purchase row,
 * each lot of the plan taken down by its part with the same guard as takeFromLot (`remaining >= amount`, never below
 * zero) and its signed ledger row (USE, or EXPIRE for a lot past its expiry), and the ownerships. The caller holds
 * the wallet lock and read the lots under it. A lot that could not give its part leaves the counts short, and the
 * statement then fails on purpose (a cast that cannot succeed), which rolls the transaction back whole before the
 * COMMIT that follows it in the same message.
 */
export function purchaseWriteStatement(write: PurchaseWrite): string {
  const { userId, titleId } = write;
  const now = literal.stamp(write.now);
  const takes = [
    ...write.parts.map((p) => ({ ...p, type: 'USE' })),
    ...write.expired.map((p) => ({ ...p, type: 'EXPIRE' })),
  ];
  const parts = takes.length
    ? `(values ${takes
        .map((p, n) => `(${literal.int(p.lotId)}, ${literal.int(p.amount)}::bigint, ${n}, '${p.type}')`)
        .join(', ')}) as t(id, amount, n, type)`
    : `(select 0, 0::bigint, 0, '' where false) as t(id, amount, n, type)`;
  const episodes = write.episodeIds.map((id) => `(${literal.int(id)})`).join(', ');
  return `with p as (
      insert into purchases (id, user_id, title_id, kind, purchase_type, total, created_at)
      values (${literal.int(write.purchaseId)}, ${literal.int(userId)}, ${literal.int(titleId)}, ${literal.int(write.kind)},
        ${literal.text(write.purchaseType)}, ${literal.int(write.total)}, ${now})
      returning id
    ), taken as (
      update coin_lots l set remaining = l.remaining - t.amount
      from ${parts}
      where l.id = t.id and l.user_id = ${literal.int(userId)} and l.remaining >= t.amount
      returning l.id, l.user_id, l.kind, l.source, t.amount, t.n, t.type
    ), booked as (
      insert into coin_ledger (user_id, lot_id, history_type, kind, source, amount, purchase_id, created_at)
      select taken.user_id, taken.id, taken.type, taken.kind, taken.source, -taken.amount,
        case when taken.type = 'USE' then p.id end, ${now}
      from taken, p order by taken.n
      returning id
    ), owned as (
      insert into ownerships (user_id, title_id, episode_id, kind, purchase_type, purchase_id, expires_at, created_at)
      select ${literal.int(userId)}, ${literal.int(titleId)}, e.id, ${literal.text(write.ownership)},
        ${literal.text(write.purchaseType)}, p.id, ${literal.stamp(write.expiresAt)}, ${now}
      from (values ${episodes}) as e(id), p
      returning id
    )
    select case
      when (select count(*) from booked) = ${takes.length} and (select count(*) from owned) = ${write.episodeIds.length}
      then (select id from p)
      else ('purchase write incomplete: ' || (select count(*) from booked) || ' of ${takes.length} lots, '
        || (select count(*) from owned) || ' of ${write.episodeIds.length} ownerships')::int
    end as id`;
}
