import type { CoinKind, TransferStatus } from './enums';
import type { CoinBalance } from './user';

/**
 * The account transfer (issue 5, spec §4 "Account transfer"): a reader of the closing German service moves their
 * account to the global 'me' service before the deadline (TRANSFER_DEADLINE_ISO, from the clock service). These are
 * the wire types of `/api/backend/transfer*`; the API is the reference, the de bundle the only client.
 */

/** Coins of one kind with one expiry, as they move (each German lot keeps its kind and expiry on the 'me' side). */
export interface TransferCoins {
  kind: CoinKind;
  amount: number;
  /** Epoch ms; null: never expires. */
  expiresAt: number | null;
}

/** What moves, counted from the reference API (the confirm step shows it, the finished status shows it again). */
export interface TransferContents {
  /** Per kind, summed over the lots below. */
  balance: CoinBalance;
  /** Grouped by kind and expiry, the earliest expiry first, undated last. */
  coins: TransferCoins[];
  /** Episodes kept for good. */
  ownedEpisodes: number;
  /** Episodes rented (coins, gift or wait-until-free), still running; each keeps its end time. */
  rentedEpisodes: number;
  /** When the first running rental ends (epoch ms), or null. */
  rentalsEndFirst: number | null;
  favorites: number;
}

/** Where the account goes: the reader's 'me' account with the same verified e-mail, or a new one. */
export interface TransferTarget {
  kind: 'EXISTING' | 'NEW';
  email: string;
  /** The existing account's nickname; for NEW, the German nickname it will carry. */
  nickname: string;
}

/** `GET /transfer/summary`: the confirm step (token of a German account that has not moved yet). */
export interface TransferSummary {
  source: { email: string; nickname: string };
  target: TransferTarget;
  contents: TransferContents;
  /** Epoch ms of the deadline, and whether the clock has passed it (applying is then refused). */
  deadline: number;
  periodEnded: boolean;
}

/** `GET /transfer/status` and the reply of `POST /transfer`. */
export interface TransferState {
  /**
   * start: nothing requested yet (the reader may apply while the period runs); request: requested, moving (it takes
   * 1 to 2 minutes in production, a configurable delay); finish: moved (also "already transferred"); error: the move
   * failed and nothing moved (the reader may request again).
   */
  status: TransferStatus;
  requestedAt: number | null;
  /** When the move is expected to be done (requestedAt + the configured delay), while status is request. */
  expectedAt: number | null;
  finishedAt: number | null;
  /** What moved, once finished. */
  moved: TransferContents | null;
  target: TransferTarget | null;
  deadline: number;
  periodEnded: boolean;
}

/** `POST /transfer` (with an Idempotency-Key): every term ticked, as in the shop. */
export interface TransferRequest {
  termsAccepted: true;
}

/** `GET /transfer/period` (no token): the note page says whether applying is still open, by the API's clock. */
export interface TransferPeriod {
  deadline: number;
  periodEnded: boolean;
}
