import { REFUND_WINDOW_DAYS } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a payment made at `paidAt` may be refunded (spec §4: within 7 days). */
export function refundDeadline(paidAt: number): number {
  return paidAt + REFUND_WINDOW_DAYS * DAY_MS;
}

/**
 * Spec §4 "Refund": a charge can be refunded within 7 days if none of its coins were spent, i.e. every lot it
 * granted still holds all it granted (an expired or spent coin is not "none spent").
 */
export function isRefundable(
  paidAt: number | null,
  now: number,
  lots: readonly { granted: number; remaining: number }[],
): boolean {
  if (paidAt === null || now > refundDeadline(paidAt)) return false;
  return lots.length > 0 && lots.every((lot) => lot.remaining === lot.granted);
}
