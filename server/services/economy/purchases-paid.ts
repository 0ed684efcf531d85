import type { EpisodeState } from '../../../src/domain/catalog';
import type { PurchaseRequest, PurchaseResult } from '../../../src/domain/coins';
import { PurchaseKind } from '../../../src/domain/enums';
import { rentalEnds } from '../../../src/domain/rules/purchase';
import { planSpend, type SpendPart } from '../../../src/domain/rules/spending';
import {
  type BatchRow,
  type BatchTransaction,
  batchTransaction,
  epochMs,
  execute,
  literal,
  prepared,
  rowReader,
} from '../../db/batch';
import type { Database } from '../../db/client';
import { coinLots, episodes, titles } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countCoinsSpent, countPurchase, failedOutcome, purchaseKindOf } from '../../lib/metrics';
import { type Audience, heldFrom, heldOfEpisodes, type PendingAudience, statesOf, visibleTitle } from '../catalog';
import {
  claimStatement,
  fingerprint,
  type IdempotentRequest,
  type StoredReply,
  storedReply,
  storeRefusal,
  successReply,
} from './idempotency';
import { openLotOf, walletAfter } from './ledger';
import { purchaseWriteStatement } from './purchase-write';
import { linesOf, MAX_EPISODES_PER_PURCHASE } from './purchases';
import { requireTermsConsent, sessionColumns } from '../session';

// The paid purchase's write path (split from purchases.ts, which keeps the sheet, the prices and the ticket).

/**
 * Buys (kind 1) or rents (kind 0) episodes of one title, once per Idempotency-Key, in ONE transaction of two round
 * trips (server/db/batch.ts; issue 15). The first batch claims the key, locks the wallet (lockWallets' lock) with
 * the bearer's session lookup (the route has no bearer guard: this is its lookup), the title, the chosen episodes,
 * the latest number and the purchase's id in the same statement, and then, under a snapshot taken after
 * the lock, reads the reader's holdings of them, the ticket and the lots (locked) in one more. Every rule of
 * src/domain then runs here, as for the sheet; the second batch writes the purchase whole, stores the reply on the
 * key and commits. Anything refused rolls back whole and is stored by runIdempotent's rule (storeRefusal); a key
 * another request holds answers that request's reply.
 */
export async function purchaseEpisodes(
  db: Database,
  pending: PendingAudience,
  request: PurchaseRequest,
  keyed: IdempotentRequest,
): Promise<StoredReply> {
  const userId = keyed.userId;
  const print = fingerprint(keyed.method, keyed.path, keyed.body);
  const unique = [...new Set(request.episodeIds)];
  const { now } = keyed;
  const kind = purchaseKindOf(request.kind === PurchaseKind.RENTAL, unique.length);
  let spent: readonly SpendPart[] = [];
  try {
    const written = await batchTransaction(db, async (tx) => {
      // The schema already asks for one episode at least; the statements' id list cannot be empty.
      if (unique.length === 0) throw new ApiFailure('INVALID_PARAMETER');
      const facts = await readForPurchase(tx, pending.session, keyed, print, request.contentId, unique);
      let audience: Audience;
      try {
        audience = pending.resolve(facts.session);
      } catch (error) {
        throw new AccountRefused(error);
      }
      if (!facts.claimed) return null;
      if (!facts.purchaseId) throw new Error('The wallet lock found no reader.');
      if (facts.transferred) throw new ApiFailure('ALREADY_TRANSFERRED');
      try {
        requireTermsConsent(facts.termsVersion);
      } catch (error) {
        throw new AccountRefused(error);
      }
      const title = visibleTitle(facts.title, audience, now);
      if (unique.length > MAX_EPISODES_PER_PURCHASE) throw new ApiFailure('INVALID_PARAMETER');
      if (facts.chosen.length !== unique.length) throw new ApiFailure('NOT_FOUND_EPISODE');
      const ticketAt = title.waitFreeHours === null ? null : facts.ticketAt;
      const states = statesOf(title, facts.chosen, facts.latestNumber, now, facts.held, ticketAt);
      const lines = linesOf({ title, chosen: facts.chosen, states }, request.kind);
      const total = lines.reduce((sum, line) => sum + line.price, 0);
      // Lots past their expiry are written off on the way, as allOpenLots does; the plan takes only spendable kinds.
      const expired = facts.lots.filter((lot) => lot.expiresAt !== null && lot.expiresAt <= now.getTime());
      const lots = facts.lots.filter((lot) => !expired.includes(lot));
      const plan = planSpend(lots, total, now.getTime());
      if (plan.shortfall > 0) throw new ApiFailure('COIN_INSUFFICIENT');

      const rent = request.kind === PurchaseKind.RENTAL;
      const expiresAt = rent ? new Date(rentalEnds(now.getTime(), title.rentalHours)) : null;
      // What the reader holds now follows from what is written: a possession, or a rental ending at expiresAt.
      const state: EpisodeState = expiresAt ? { kind: 'RENTED', expiresAt: expiresAt.getTime() } : { kind: 'OWNED' };
      const result: PurchaseResult = {
        purchaseId: facts.purchaseId,
        kind: request.kind,
        total,
        parts: plan.parts,
        wallet: walletAfter(lots, plan.parts, now),
        episodes: facts.chosen.map((e) => ({ episodeId: e.id, state })),
      };
      const reply = successReply(result);
      const write = purchaseWriteStatement({
        purchaseId: facts.purchaseId,
        userId,
        titleId: title.id,
        kind: request.kind,
        purchaseType: rent ? 'RENT' : 'POSSESSION',
        total,
        parts: plan.parts,
        expired: expired.map((lot) => ({ lotId: lot.id, amount: lot.remaining })),
        episodeIds: facts.chosen.map((e) => e.id),
        ownership: rent ? 'RENT' : 'POSSESSION',
        expiresAt,
        now,
        reply: { key: keyed.key, status: reply.status, body: JSON.stringify(reply.body) },
      });
      await tx.send([write], { commit: true });
      spent = plan.parts;
      return reply;
    });
    // Counted once committed; a key another request held answers that request's reply (a retry: replayed).
    countPurchase(kind, written ? 'ok' : 'replayed');
    countCoinsSpent(spent, 'purchase');
    return written ?? (await storedReply(db, keyed, print));
  } catch (error) {
    // A dead session is the bearer guard's answer, and a missing consent to the terms the account's: never a reply
    // stored under the key (the same key buys once the reader has consented).
    countPurchase(kind, failedOutcome(error instanceof AccountRefused ? error.failure : error));
    if (error instanceof AccountRefused) throw error.failure;
    if (!(error instanceof ApiFailure)) throw error;
    return storeRefusal(db, keyed, print, error);
  }
}

/**
 * The first batch's rows refused the account rather than the request: the session lookup the bearer, or the locked
 * row the purchase (no consent to the terms). Its transaction rolls back, the claim with it.
 */
class AccountRefused extends Error {
  constructor(readonly failure: unknown) {
    super('account refused');
  }
}

/**
 * Of the title and the chosen episodes, only what the rules read (visibleTitle, the sale, the states, the lines):
 * every column more is text the database writes and the driver parses on every purchase (the title's description,
 * covers, genres and tags among them).
 */
const titleRow = rowReader(titles, [
  'id',
  'launchedAt',
  'unpublishedAt',
  'isAdult',
  'isBl',
  'rentPrice',
  'possessionPrice',
  'rentalHours',
  'freeEpisodeCount',
  'waitFreeHours',
  'waitFreeExcludeLatest',
]);
const episodeRow = rowReader(episodes, ['id', 'number', 'name', 'freeFrom']);

/**
 * lockWallets' lock (NO KEY UPDATE, see there) and its rule on a moved German account, with the consent to the terms
 * (requireTermsConsent) and the purchase's id (the sequence, as the column's default would take it: the reply stored
 * beside the write names it), and in the same statement what does not depend on the lock: the bearer's session ($5)
 * on this platform ($6) looked up as authenticate does (sessionColumns: the account's columns and `session_live`),
 * the title ($2, columns `t_…`), its latest published number at $3, and the chosen episodes ($4) published at $3
 * (columns `e_…`, in no order: the code sorts them). A row per chosen episode, or one with the `e_` columns null when
 * none is; none at all when the reader is gone. Issue 30: four statements before (session, lock, title, episodes),
 * each an executor start, a parse of its EXECUTE and a reply of the database's. The session, the title and the
 * episodes are read under this statement's snapshot, taken before the lock is granted: the wallet lock never
 * serialised the catalogue, and what it guards (holdings, ticket, lots) is read by the next statement. The claim
 * stays a statement of its own BEFORE this one: merged in as a CTE, the lock was sometimes taken before the claim's
 * wait, and two requests with one key deadlocked (the money suite on PostgreSQL). The chosen episodes are found by
 * their ids (`title_id + 0` keeps the planner off the title's index for them), the latest number from the top of the
 * (title_id, number) index, not by max().
 */
const lockForPurchase = prepared(
  'lock_for_purchase',
  ['int', 'int', 'timestamptz', 'int[]', 'uuid', 'text'],
  `with s as materialized (select nextval('purchases_id_seq')::int as purchase_id)
    select u.transferred_at is not null as transferred, u.terms_version, ${sessionColumns('ss', '$6')},
      s.purchase_id, ${titleRow.columns('t', 't_')}, latest.number as latest, ${episodeRow.columns('e', 'e_')}
    from users u cross join s
      left join sessions ss on ss.id = $5 and ss.user_id = u.id
      left join titles t on t.id = $2
      left join lateral (select x.number from episodes x where x.title_id = t.id and x.published_at <= $3
        and x.unpublished_at is null order by x.number desc limit 1) latest on true
      left join lateral (select * from episodes x where x.id = any($4) and x.title_id + 0 = t.id
        and x.published_at <= $3 and x.unpublished_at is null) e on true
    where u.id = $1
    for no key update of u`,
);

const lotRow = rowReader(coinLots);

/**
 * Under the wallet lock (a statement after it, so its snapshot sees what the lock's last holder committed): the
 * reader's ($1) live holdings at $4 of the chosen episodes ($3) as three arrays, the ticket of the title ($2), and
 * the open lots, locked in id order. A row per lot (in no order: the code sorts them), or one with the lot's columns
 * null when none is open. One statement instead of three (issue 30). The holdings are looked up per chosen episode by
 * the (user_id, episode_id) index (heldOfEpisodes).
 */
const underLock = prepared(
  'under_wallet_lock',
  ['int', 'int', 'int[]', 'timestamptz'],
  `select h.episodes as held_episodes, h.kinds as held_kinds, h.ends as held_ends,
      (select ${epochMs('k.next_ticket_at')} from wait_free_tickets k where k.user_id = $1 and k.title_id = $2)
        as ticket_at,
      ${lotRow.columns('l')}
    from (select array_agg(o.episode_id) as episodes, array_agg(o.kind::text) as kinds,
        array_agg(${epochMs('o.expires_at')}) as ends
      from ${heldOfEpisodes('$3', '$1', '$4')}) h
      left join lateral (select * from coin_lots c where c.user_id = $1 and c.remaining > 0 order by c.id for update) l
        on true`,
);

/** The holdings of underLock's arrays, as heldFrom reads rows. */
function heldOfArrays(row: BatchRow | undefined) {
  const episodes = (row?.held_episodes ?? []) as number[];
  const kinds = (row?.held_kinds ?? []) as Parameters<typeof heldFrom>[0][number]['kind'][];
  const ends = (row?.held_ends ?? []) as (number | string | null)[];
  return heldFrom(
    episodes.map((episodeId, i) => ({
      episodeId,
      kind: kinds[i]!,
      expiresAt: ends[i] == null ? null : Number(ends[i]),
    })),
  );
}

/**
 * The first batch of a purchase: the claim, the lock with the session's lookup and, under the lock, what the rules
 * need (one round trip). `session` is the bearer's (pendingAudience's); its lookup's rows are answered as the session
 * statement's would be, for PendingAudience.resolve.
 */
async function readForPurchase(
  tx: BatchTransaction,
  session: PendingAudience['session'],
  keyed: IdempotentRequest,
  print: string,
  contentId: number,
  episodeIds: readonly number[],
) {
  if (!session) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  const user = literal.int(keyed.userId);
  const title = literal.int(contentId);
  const ids = literal.intArray(episodeIds);
  const now = literal.stamp(keyed.now);
  const [claim, locked, reader] = (await tx.send([
    claimStatement(keyed, print),
    execute(lockForPurchase, user, title, now, ids, literal.text(session.id), literal.text(session.platform)),
    execute(underLock, user, title, ids, now),
  ])) as [BatchRow[], BatchRow[], BatchRow[]];
  const first = locked[0];
  return {
    // No row: the session named a reader who is gone, which the lookup refuses as a session not live.
    session: [first?.session_live === true ? [first] : []],
    claimed: claim.length > 0,
    transferred: Boolean(first?.transferred),
    termsVersion: typeof first?.terms_version === 'string' ? first.terms_version : null,
    title: first && first.t_id !== null ? titleRow.read(first, 't_') : undefined,
    // The statements leave the order to the code: a sort in the database was a node to start on every purchase.
    chosen: locked
      .filter((row) => row.e_id !== null)
      .map((row) => episodeRow.read(row, 'e_'))
      .sort((a, b) => a.number - b.number),
    latestNumber: Number(first?.latest ?? 0),
    held: heldOfArrays(reader[0]),
    ticketAt: reader[0]?.ticket_at == null ? null : Number(reader[0].ticket_at),
    lots: reader
      .filter((row) => row.id !== null)
      .map((row) => openLotOf(lotRow.read(row)))
      .sort((a, b) => a.id - b.id),
    purchaseId: Number(first?.purchase_id ?? 0),
  };
}
