import type { PurchaseKind } from '@/domain/enums';
import type { AutoUnlockState } from '@/domain/auto-unlock';

/** How the end of an episode unlocks the next one; the app composes it with the purchase sheet. */
export interface NextUnlock {
  /** Opens the purchase sheet to rent (kind 0) or buy (kind 1) the next episode. */
  onUnlock(kind: PurchaseKind): void;
  /** Reads the next episode with the title's ready wait-until-free ticket. */
  onUseTicket(): void;
  ticketPending: boolean;
  /** Auto-continue's unlock of the next episode. */
  auto: AutoUnlockState;
  /** The reader reached the end with auto-continue on: time to find out what unlocking takes. */
  onReach(): void;
  /** Unlocks the next episode at the end of the countdown; true when it may open. */
  commit(): Promise<boolean>;
  /** The shop, coming back to this episode. */
  shopHref: string;
}
