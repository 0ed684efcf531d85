import type { PurchaseKind } from '@/domain/enums';

/** Rent (kind 0) or buy (kind 1) these episodes of the title: the page opens the purchase sheet for them. */
export interface UnlockRequest {
  episodeIds: number[];
  kind: PurchaseKind;
}

/** What the title page does when the reader unlocks episodes; the app composes it with the purchase feature. */
export interface EpisodeUnlockHandlers {
  onUnlock(request: UnlockRequest): void;
  /** Read a wait-until-free episode with the title's ready ticket. */
  onUseTicket(episodeId: number): void;
  /** The episode whose ticket is being used, while the API answers. */
  ticketPendingId: number | null;
  /** Where to send the selection as a gift to another reader (the gift box's form), when the app offers it. */
  giftHref?(request: UnlockRequest): string;
}
