import { WAIT_FREE_READ_HOURS } from '../../../src/domain/constants';
import { isReadable, type EpisodeState } from '../../../src/domain/catalog';
import type {
  PurchaseLine,
  PurchasePreview,
  PurchaseRequest,
  PurchaseResult,
  WaitFreeRequest,
  WaitFreeResult,
} from '../../../src/domain/coins';
import { PurchaseKind } from '../../../src/domain/enums';
import { episodePrice, purchaseRefusal, rentalEnds } from '../../../src/domain/rules/purchase';
import { planSpend, SPENDABLE_KINDS, type SpendPart } from '../../../src/domain/rules/spending';
import {
  type BatchStatement,
  type BatchTransaction,
  batchTransaction,
  execute,
  literal,
  prepared,
  rowReader,
} from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { coinLots, type EpisodeRow, ownerships, purchases, type TitleRow, waitFreeTickets } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countCoinsSpent, countPurchase, failedOutcome, purchaseKindOf } from '../../lib/metrics';
import {
  type Audience,
  chosenEpisodes,
  episodeRow,
  heldFrom,
  heldOfStatement,
  loadVisibleTitle,
  nextTicketAt,
  type PendingAudience,
  saleOf,
  statesFor,
  statesOf,
  ticketFrom,
  ticketStatement,
  titleRow,
  titleStatement,
  visibleTitle,
} from '../catalog';
import {
  claimStatement,
  fingerprint,
  type IdempotentRequest,
  type StoredReply,
  storedReply,
  storeRefusal,
  successReply,
} from './idempotency';
import { lockWallets, openLotOf, openLots, walletAfter, walletOf } from './ledger';
import { purchaseWriteStatement } from './purchase-write';
import { requireTermsConsent } from '../session';

/** At most this many episodes in one purchase (a whole long title, bought at once). */
export const MAX_EPISODES_PER_PURCHASE = 300;

interface Selection {
  title: TitleRow;
  chosen: EpisodeRow[];
  states: Map<number, EpisodeState>;
}

/** The title (visible to this reader) and the chosen episodes with their states; unknown episodes: NOT_FOUND_EPISODE. */
async function select(
  executor: Executor,
  audience: Audience,
  contentId: number,
  episodeIds: readonly number[],
  now: Date,
): Promise<Selection> {
  const title = await loadVisibleTitle(executor, audience, contentId, now);
  const unique = [...new Set(episodeIds)];
  if (unique.length === 0 || unique.length > MAX_EPISODES_PER_PURCHASE) throw new ApiFailure('INVALID_PARAMETER');
  const { chosen, latestNumber } = await chosenEpisodes(executor, title.id, unique, now);
  const states = await statesFor(executor, title, chosen, latestNumber, audience.user?.id ?? null, now);
  return { title, chosen, states };
}

function linesOf(selection: Selection, kind: PurchaseKind): PurchaseLine[] {
  const sale = saleOf(selection.title);
  return selection.chosen.map((e) => {
    const refusal = purchaseRefusal(selection.states.get(e.id) ?? { kind: 'FREE' }, kind, sale);
    if (refusal) throw new ApiFailure(refusal);
    return { episodeId: e.id, number: e.number, name: e.name, price: episodePrice(kind, sale) };
  });
}

function requireReader(audience: Audience): number {
  if (!audience.user) throw new ApiFailure('NOT_LOGIN_USER');
  return audience.user.id;
}

/** The purchase sheet: what it costs, the wallet, and which lots would pay (the same rule the purchase uses). */
export async function previewPurchase(
  executor: Executor,
  audience: Audience,
  request: PurchaseRequest,
  now: Date,
): Promise<PurchasePreview> {
  const userId = requireReader(audience);
  const selection = await select(executor, audience, request.contentId, request.episodeIds, now);
  const lines = linesOf(selection, request.kind);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const plan = planSpend(await openLots(executor, userId, SPENDABLE_KINDS, now), total, now.getTime());
  return {
    kind: request.kind,
    lines,
    total,
    wallet: await walletOf(executor, userId, now),
    parts: plan.parts,
    shortfall: plan.shortfall,
    rentalHours: request.kind === PurchaseKind.RENTAL ? selection.title.rentalHours : null,
  };
}

/**
 * Buys (kind 1) or rents (kind 0) episodes of one title, once per Idempotency-Key, in ONE transaction of two round
 * trips (server/db/batch.ts; issue 15). The first batch looks the bearer's session up (the route has no bearer
 * guard: this is its lookup), claims the key, locks the wallet (lockWallets' lock) and,
 * in the same message but each under its own snapshot after the lock, reads the title, the chosen episodes with the
 * latest number, the reader's holdings of them, the ticket, the lots (locked) and the purchase's id. Every rule of
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
      const facts = await readForPurchase(tx, pending.statements, keyed, print, request.contentId, unique);
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
 * The chosen episodes ($3) of the title ($1) published at $2, each row with the latest published number: the
 * catalogue's chosenStatement (the same rule of publication), planned for a purchase of a few episodes of a long
 * title. Its generic plan walked all of the title's episodes twice (14 buffers for one episode of 200): the chosen
 * ones are now found by their ids (`title_id + 0` keeps the planner off the title's index for them) and the latest
 * number from the top of the (title_id, number) index down to the first published episode, not by max().
 */
const chosenForPurchase = prepared(
  'purchase_chosen',
  ['int', 'timestamptz', 'int[]'],
  `select ${episodeRow.columns('e')},
      (select x.number from episodes x where x.title_id = $1 and x.published_at <= $2 and x.unpublished_at is null
        order by x.number desc limit 1) as latest
    from episodes e where e.id = any($3) and e.title_id + 0 = $1 and e.published_at <= $2 and e.unpublished_at is null
    order by e.number`,
);

const lotRow = rowReader(coinLots);
// lockWallets' lock (NO KEY UPDATE, see there), and its rule on a moved German account; the consent to the terms
// comes with the same row (requireTermsConsent), so the gate costs the purchase no statement.
// The purchase's id comes with it (the sequence, as the column's default would take it): the reply stored beside
// the write names it, and a statement of its own cost the database a round of parse, plan and reply per purchase.
const lockWallet = prepared(
  'lock_wallet',
  ['int'],
  `select transferred_at is not null as transferred, terms_version, nextval('purchases_id_seq')::int as purchase_id
    from users where id = $1 for no key update`,
);
const openLotsLocked = prepared(
  'open_lots_locked',
  ['int'],
  `select ${lotRow.columns('l')} from coin_lots l where l.user_id = $1 and l.remaining > 0 order by l.id for update`,
);

/** The first batch of a purchase: the claim, the lock and, under it, everything the rules need (one round trip). */
async function readForPurchase(
  tx: BatchTransaction,
  sessionStatements: readonly BatchStatement[],
  keyed: IdempotentRequest,
  print: string,
  contentId: number,
  episodeIds: readonly number[],
) {
  const user = literal.int(keyed.userId);
  const title = literal.int(contentId);
  const ids = literal.intArray(episodeIds);
  const now = literal.stamp(keyed.now);
  const results = await tx.send([
    ...sessionStatements,
    claimStatement(keyed, print),
    execute(lockWallet, user),
    execute(titleStatement.byTitle, title),
    execute(chosenForPurchase, title, now, ids),
    execute(heldOfStatement, ids, user, now),
    execute(ticketStatement.byTitle, title, user),
    execute(openLotsLocked, user),
  ]);
  const session = results.slice(0, sessionStatements.length);
  const [claim, lock, titleRows, episodeRows, owned, tickets, lots] = results.slice(sessionStatements.length);
  const chosen = episodeRows!.map((row) => episodeRow.read(row));
  return {
    session,
    claimed: claim!.length > 0,
    transferred: Boolean(lock![0]?.transferred),
    termsVersion: typeof lock![0]?.terms_version === 'string' ? lock![0].terms_version : null,
    title: titleRows![0] && titleRow.read(titleRows![0]),
    chosen,
    latestNumber: Number(episodeRows![0]?.latest ?? 0),
    held: heldFrom(owned!),
    ticketAt: ticketFrom(tickets!),
    lots: lots!.map((row) => openLotOf(lotRow.read(row))),
    // No row: the session named a reader who is gone (the session lookup refuses it first).
    purchaseId: Number(lock![0]?.purchase_id ?? 0),
  };
}

/**
 * Spec §4: a wait-until-free episode opens with the title's ticket for 72 hours; the next ticket arrives after the
 * title's wait. Only a WAIT_FREE episode takes a ticket (the latest N are never WAIT_FREE), and only when the ticket
 * is ready; an episode already readable answers its state without taking one; anything else is
 * RENT_PURCHASE_IMPOSSIBLE (the screen reloads and shows why).
 */
export async function useWaitFreeTicket(
  tx: Executor,
  audience: Audience,
  request: WaitFreeRequest,
  now: Date,
): Promise<WaitFreeResult> {
  const userId = requireReader(audience);
  await lockWallets(tx, [userId]);
  const selection = await select(tx, audience, request.contentId, [request.episodeId], now);
  const episode = selection.chosen[0];
  const state = episode && selection.states.get(episode.id);
  // Already readable (free, owned, rented or unlocked before): nothing to spend, the answer says so. A retry after
  // a lost reply, or auto-continue reaching an episode unlocked in another tab, simply opens it.
  if (episode && state && isReadable(state)) {
    const ticket = await nextTicketAt(tx, userId, selection.title.id);
    return { episodeId: episode.id, state, nextTicketAt: (ticket ?? now).getTime() };
  }
  const waitHours = selection.title.waitFreeHours;
  if (!episode || state?.kind !== 'WAIT_FREE' || state.ticketAt !== null || waitHours === null) {
    countPurchase('wait_free', 'RENT_PURCHASE_IMPOSSIBLE');
    throw new ApiFailure('RENT_PURCHASE_IMPOSSIBLE');
  }

  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId,
      titleId: selection.title.id,
      kind: PurchaseKind.RENTAL,
      purchaseType: 'FREETIME',
      total: 0,
      createdAt: now,
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('Purchase insert returned nothing.');
  await tx.insert(ownerships).values({
    userId,
    titleId: selection.title.id,
    episodeId: episode.id,
    kind: 'FREETIME',
    purchaseType: 'FREETIME',
    purchaseId: purchase.id,
    expiresAt: new Date(rentalEnds(now.getTime(), WAIT_FREE_READ_HOURS)),
    createdAt: now,
  });
  const next = new Date(rentalEnds(now.getTime(), waitHours));
  await tx
    .insert(waitFreeTickets)
    .values({ userId, titleId: selection.title.id, nextTicketAt: next })
    .onConflictDoUpdate({ target: [waitFreeTickets.userId, waitFreeTickets.titleId], set: { nextTicketAt: next } });
  const after = await select(tx, audience, selection.title.id, [episode.id], now);
  countPurchase('wait_free', 'ok');
  return {
    episodeId: episode.id,
    state: after.states.get(episode.id) ?? { kind: 'FREE' },
    nextTicketAt: next.getTime(),
  };
}
