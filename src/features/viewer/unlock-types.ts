import type { PurchaseKind } from '@/domain/enums';

/** Where auto-continue stands with a next episode that is not readable yet (the app's purchase feature decides). */
export type AutoUnlockView =
  | { status: 'idle' }
  | { status: 'guest' }
  | { status: 'waiting' }
  | { status: 'checking' }
  | { status: 'ready'; via: 'TICKET' }
  | { status: 'ready'; via: 'RENT' | 'BUY'; coins: number }
  | { status: 'spending' }
  | { status: 'short'; missing: number | null }
  | { status: 'stopped' };

/** How the end of an episode unlocks the next one; the app composes it with the purchase sheet. */
export interface NextUnlock {
  /** Opens the purchase sheet to rent (kind 0) or buy (kind 1) the next episode. */
  onUnlock(kind: PurchaseKind): void;
  /** Reads the next episode with the title's ready wait-until-free ticket. */
  onUseTicket(): void;
  ticketPending: boolean;
  /** Auto-continue's unlock of the next episode. */
  auto: AutoUnlockView;
  /** The reader reached the end with auto-continue on: time to find out what unlocking takes. */
  onReach(): void;
  /** Unlocks the next episode at the end of the countdown; true when it may open. */
  commit(): Promise<boolean>;
  /** The shop, coming back to this episode. */
  shopHref: string;
}
