import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { offerwallTransactions } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { ApiFailure } from '../../../lib/http';
import type { OfferwallAdapter, OfferwallRequest } from './adapter';
import { creditOfferwall, type OfferwallReceipt } from './credit';
import { hmacOfferwall, OFFERWALL_SIGNATURE_HEADER, offerwallSignature } from './hmac-adapter';

/** The provider id of the HMAC scheme (hmac-adapter.ts): the stand-in speaks it, as may a real provider. */
export const HMAC_OFFERWALL_ID = 'hmac';

/** The stand-in's three fake offers (names are the SPA's, by id): completing one credits its coins once per reader. */
export const TEST_OFFERS = [
  { id: 'survey', coins: 10 },
  { id: 'install', coins: 30 },
  { id: 'video', coins: 5 },
] as const;
export type TestOfferId = (typeof TEST_OFFERS)[number]['id'];

/** The adapters this deployment accepts callbacks from, by `:provider`. A real offerwall adds its adapter here. */
export function offerwallAdapters(deps: AppDeps): Map<string, OfferwallAdapter> {
  const adapters = new Map<string, OfferwallAdapter>();
  const secret = deps.config.signals.offerwall.secret;
  if (secret) adapters.set(HMAC_OFFERWALL_ID, hmacOfferwall(HMAC_OFFERWALL_ID, secret));
  return adapters;
}

/** One callback through its adapter, then the exactly-once credit: the route and the stand-in both come here. */
export async function receiveOfferwallCallback(
  deps: AppDeps,
  provider: string,
  request: Omit<OfferwallRequest, 'now'>,
): Promise<OfferwallReceipt> {
  const adapter = offerwallAdapters(deps).get(provider);
  if (!adapter) throw new ApiFailure('NOT_EXIST');
  const now = await deps.clock.now();
  const verdict = adapter.verify({ ...request, now });
  if (!verdict.ok) throw new ApiFailure(verdict.code);
  const { ok: _ok, ...credit } = verdict;
  return creditOfferwall(deps.db, deps.config.platform, adapter.id, credit, now);
}

const transactionOf = (userId: number, offerId: TestOfferId) => `test-${userId}-${offerId}`;

/** The stand-in's offers for a reader, each with whether the reader completed it already. */
export async function testOffersOf(db: Database, userId: number) {
  const done = await db
    .select({ transactionId: offerwallTransactions.transactionId })
    .from(offerwallTransactions)
    .where(and(eq(offerwallTransactions.provider, HMAC_OFFERWALL_ID), eq(offerwallTransactions.userId, userId)));
  const ids = new Set(done.map((row) => row.transactionId));
  return TEST_OFFERS.map((offer) => ({ ...offer, completed: ids.has(transactionOf(userId, offer.id)) }));
}

/**
 * "Complete" on the stand-in's page: the stand-in, playing the provider's server, signs the callback a real offerwall
 * would send and hands it to the same code path as `POST /offerwall/callback/hmac` (in process: on PGlite a request to
 * itself would wait on its own connection). One transaction id per reader and offer, so a second completion is a replay.
 */
export async function completeTestOffer(deps: AppDeps, userId: number, offerId: string): Promise<OfferwallReceipt> {
  const offer = TEST_OFFERS.find((candidate) => candidate.id === offerId);
  const secret = deps.config.signals.offerwall.secret;
  if (!offer || !secret) throw new ApiFailure('NOT_EXIST');
  const timestamp = Math.floor((await deps.clock.now()).getTime() / 1000);
  const rawBody = JSON.stringify({
    transactionId: transactionOf(userId, offer.id),
    userId,
    coins: offer.coins,
    timestamp,
  });
  const signature = offerwallSignature(secret, timestamp, rawBody);
  return receiveOfferwallCallback(deps, HMAC_OFFERWALL_ID, {
    rawBody,
    header: (name) => (name.toLowerCase() === OFFERWALL_SIGNATURE_HEADER.toLowerCase() ? signature : undefined),
  });
}
