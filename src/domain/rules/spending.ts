import type { CoinKind } from '../enums';

/** A lot of coins a reader holds (one grant), as the spending rule sees it. Times are epoch milliseconds. */
export interface SpendableLot {
  id: number;
  kind: CoinKind;
  remaining: number;
  expiresAt: number | null;
  createdAt: number;
}

/** What one lot pays towards a price. */
export interface SpendPart {
  lotId: number;
  kind: CoinKind;
  amount: number;
  expiresAt: number | null;
}

export interface SpendPlan {
  parts: SpendPart[];
  /** Coins still missing after every spendable lot; 0 when the price is covered. */
  shortfall: number;
}

/** Coins that pay for episodes; MILEAGE is points, exchanged for bonus coins, never spent directly. */
export const SPENDABLE_KINDS: readonly CoinKind[] = ['BONUS', 'FREE_COIN', 'COIN'];

/** Paid coins (bought with money, refundable) go last, so the reader keeps what can be refunded the longest. */
const spendsLast = (kind: CoinKind) => (kind === 'COIN' ? 1 : 0);

/**
 * The spending order (docs/decisions.md): first the bonus and free coins, then the paid coins; within each group
 * the lot that expires first (a lot without expiry after every dated one), then the older lot, then the lower id.
 * Expired lots and mileage never pay.
 */
export function spendOrder(
  lots: readonly SpendableLot[],
  now: number,
  kinds: readonly CoinKind[] = SPENDABLE_KINDS,
): SpendableLot[] {
  return lots
    .filter((lot) => kinds.includes(lot.kind) && lot.remaining > 0)
    .filter((lot) => lot.expiresAt === null || lot.expiresAt > now)
    .sort(
      (a, b) =>
        spendsLast(a.kind) - spendsLast(b.kind) ||
        (a.expiresAt ?? Number.POSITIVE_INFINITY) - (b.expiresAt ?? Number.POSITIVE_INFINITY) ||
        a.createdAt - b.createdAt ||
        a.id - b.id,
    );
}

/**
 * Which lots pay `price`, and how much each: the same answer for the purchase sheet and for the purchase itself.
 * `kinds` narrows what may pay (a mileage exchange spends only MILEAGE points, earliest expiry first).
 */
export function planSpend(
  lots: readonly SpendableLot[],
  price: number,
  now: number,
  kinds: readonly CoinKind[] = SPENDABLE_KINDS,
): SpendPlan {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Invalid price ${price}`);
  const parts: SpendPart[] = [];
  let due = price;
  for (const lot of spendOrder(lots, now, kinds)) {
    if (due === 0) break;
    const amount = Math.min(lot.remaining, due);
    parts.push({ lotId: lot.id, kind: lot.kind, amount, expiresAt: lot.expiresAt });
    due -= amount;
  }
  return { parts, shortfall: due };
}

/** Spendable coins per kind (expired lots and mileage excluded). */
export function spendableTotal(lots: readonly SpendableLot[], now: number): number {
  return spendOrder(lots, now).reduce((sum, lot) => sum + lot.remaining, 0);
}
