import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What a refused request must leave as it was: money (ledger, lots, purchases, payments), what readers hold (ownership,
 * wait-until-free tickets, favourites, progress, views), gifts, coupons, transfers, withdrawal requests, accounts, sessions, mail sent, comments with their reactions, reports and blocks, and roulette tickets and spins.
 *
 * Left out on purpose, because a refusal legitimately writes them: the idempotency keys (a money write's refusal is
 * stored as its reply) and the sign-in limit's counters on the account (a wrong password counts). Users are therefore
 * compared on the columns a request may change, not on the whole row.
 */
const WATCHED = {
  coin_ledger: 'coin_ledger',
  coin_lots: 'coin_lots',
  purchases: 'purchases',
  payments: 'payments',
  ownerships: 'ownerships',
  wait_free_tickets: 'wait_free_tickets',
  favorites: 'favorites',
  reading_progress: 'reading_progress',
  episode_views: 'episode_views',
  gifts: 'gifts',
  coupons: 'coupons',
  coupon_users: 'coupon_users',
  event_claims: 'event_claims',
  transfers: 'transfers',
  withdrawal_requests: 'withdrawal_requests',
  refresh_tokens: 'refresh_tokens',
  outbox: 'outbox',
  password_resets: 'password_resets',
  comments: 'comments',
  comment_reactions: 'comment_reactions',
  comment_reports: 'comment_reports',
  user_blocks: 'user_blocks',
  roulette_spins: 'roulette_spins',
  roulette_wallets: 'roulette_wallets',
  roulette_ticket_ledger: 'roulette_ticket_ledger',
  users: `(select id, email, password_hash, sns_provider, sns_id, name, nickname, is_adult, birthed_at, is_adult_toggle,
    is_kr_ip_user, is_adult_kr, is_bl_toggle, is_agree_mail, is_agree_push, is_agree_push_contents,
    is_agree_push_freetime, is_agree_push_night, coin_purchase_count, mail_verified_at, platform, status, deleted_at,
    transferred_at from users)`,
} as const;

export type StateSnapshot = Record<keyof typeof WATCHED, string>;

/** Row count and an MD5 of every watched row per table, in one query: equal snapshots mean nothing watched changed. */
export async function stateSnapshot(db: Database): Promise<StateSnapshot> {
  const columns = Object.entries(WATCHED).map(
    ([name, source]) =>
      `(select count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${source} r) as ${name}`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return Object.fromEntries(Object.keys(WATCHED).map((name) => [name, String(row[name])])) as StateSnapshot;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: StateSnapshot, after: StateSnapshot): string[] {
  return Object.keys(before).filter(
    (name) => before[name as keyof StateSnapshot] !== after[name as keyof StateSnapshot],
  );
}
