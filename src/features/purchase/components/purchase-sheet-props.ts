import type { PurchaseRequest, PurchaseResult } from '@/domain/coins';

/** What a page gives the purchase sheet; its own module, so the lazily loaded sheet and its loader both name it. */
export interface PurchaseSheetProps {
  /** The episodes of one title to rent (kind 0) or buy (kind 1); null: the sheet is closed. */
  request: PurchaseRequest | null;
  /** Locked episodes after the selection, in reading order: the quantity stepper adds them one by one. */
  followers?: readonly number[];
  /** The shop, with the way back to this page (`/shop?return=…`): the way on when coins are missing. */
  shopHref: string;
  onClose(): void;
  /** After a purchase went through (the sheet has closed and said so). */
  onDone?(result: PurchaseResult): void;
}
