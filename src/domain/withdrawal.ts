import * as z from 'zod/mini';
import { text } from './text';
import type { TransferContents } from './transfer';

/**
 * Account withdrawal (spec §4 "Account lifecycle", §5, §8): the reader gives a detailed reason, sees what they lose,
 * and confirms through an e-mailed link; the account stays active until the link is used. Wire types of
 * `/api/backend/withdrawal*`, shared by the SPA and the reference API.
 */

export { WITHDRAWAL_CONFIRM_ROUTE, WITHDRAWAL_LINK_HOURS } from './withdrawal-link';
/** A second request within this time answers FREQUENT_REQUEST (spec §8 "retry after 5 minutes"). */
export const WITHDRAWAL_REQUEST_INTERVAL_SECONDS = 5 * 60;

export const WITHDRAWAL_REASONS = ['NOT_READING', 'TOO_EXPENSIVE', 'CONTENT', 'SERVICE', 'PRIVACY', 'OTHER'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** Spec §5 "needs a detailed reason": a few characters of the reader's own words beside the chosen reason. */
export const WITHDRAWAL_DETAIL_MIN = 5;
export const WITHDRAWAL_DETAIL_MAX = 500;

/** Whether the detail says something: at least WITHDRAWAL_DETAIL_MIN characters once spaces are trimmed. */
export function isDetailedReason(detail: string): boolean {
  return detail.trim().length >= WITHDRAWAL_DETAIL_MIN && detail.length <= WITHDRAWAL_DETAIL_MAX;
}

export const withdrawalRequest = z.object({
  reason: z.enum(WITHDRAWAL_REASONS),
  detail: text({ max: WITHDRAWAL_DETAIL_MAX, multiline: true }),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

/** The token of the mail's link: 32 random bytes in base64url (43 characters); the bounds only keep junk out. */
export const withdrawalConfirmRequest = z.object({ token: text({ min: 10, max: 200 }) });
export type WithdrawalConfirmRequest = z.infer<typeof withdrawalConfirmRequest>;

/** `GET /withdrawal`: what the reader loses, counted from the ledger and the ownership rows. */
export interface WithdrawalSummary {
  email: string;
  /** Coins per kind, coins by expiry, owned and rented episodes, favourites (the transfer's count of holdings). */
  holdings: TransferContents;
  /** Gifts waiting in the gift box: they can no longer be received. */
  waitingGifts: number;
  /** The link sent last and still usable, if any (epoch ms). */
  pending: { requestedAt: number; expiresAt: number } | null;
}

/** `POST /withdrawal`: the mail went out. */
export interface WithdrawalRequested {
  requestedAt: number;
  expiresAt: number;
}

/** `POST /withdrawal/confirm`: the account is closed; what was written off, per kind. */
export interface WithdrawalDone {
  /** The closed account: a browser signed in to it signs out, one signed in to another account stays. */
  userId: number;
  withdrawnAt: number;
  writtenOff: TransferContents['balance'];
}
