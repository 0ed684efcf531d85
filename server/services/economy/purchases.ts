import { WAIT_FREE_READ_HOURS } from '../../../src/domain/constants';
import { isReadable, type EpisodeState } from '../../../src/domain/catalog';
import type {
  PurchaseLine,
  PurchasePreview,
  PurchaseRequest,
  WaitFreeRequest,
  WaitFreeResult,
} from '../../../src/domain/coins';
import { PurchaseKind } from '../../../src/domain/enums';
import { episodePrice, purchaseRefusal, rentalEnds } from '../../../src/domain/rules/purchase';
import { planSpend, SPENDABLE_KINDS } from '../../../src/domain/rules/spending';
import type { Executor } from '../../db/client';
import { type EpisodeRow, ownerships, purchases, type TitleRow, waitFreeTickets } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countPurchase } from '../../lib/metrics';
import {
  type Audience,
  chosenEpisodes,
  loadVisibleTitle,
  nextTicketAt,
  type SaleColumns,
  saleOf,
  statesFor,
} from '../catalog';
import { lockWallets, openLots, walletOf } from './ledger';

// The purchase sheet, the prices and the wait-until-free ticket; the paid purchase's write path (one transaction
// of two batches, issue 15 and 30) is purchases-paid.ts.

/** At most this many episodes in one purchase (a whole long title, bought at once). */
export const MAX_EPISODES_PER_PURCHASE = 300;

export interface Selection {
  /** Only what the sale reads, and its id: a purchase reads no more of the title (issue 30). */
  title: SaleColumns & Pick<TitleRow, 'id'>;
  chosen: readonly Pick<EpisodeRow, 'id' | 'number' | 'name'>[];
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

/** The priced lines of a selection for `kind`, or the rule's refusal (the sheet's and the purchase's). */
export function linesOf(selection: Selection, kind: PurchaseKind): PurchaseLine[] {
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
