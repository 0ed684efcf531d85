/**
 * Where auto-continue (spec §2) stands with a next episode that is not readable yet. The purchase feature works it
 * out (useAutoUnlock) and the viewer's end panel shows it; features may not import each other, so the type lives in
 * the product's vocabulary. It is never stored (no slice holds it) and never sent: the server does not use it.
 */
export type AutoUnlockState =
  /** Nothing to unlock: auto-continue is off, or the next episode is readable or missing. */
  | { status: 'idle' }
  /** A guest: unlocking needs a login, so auto-continue stops. */
  | { status: 'guest' }
  /** The reader has not reached the end yet. */
  | { status: 'waiting' }
  | { status: 'checking' }
  | { status: 'ready'; via: 'TICKET' }
  | { status: 'ready'; via: 'RENT' | 'BUY'; coins: number }
  | { status: 'spending' }
  /** Coins ran out: how many are missing, when known. */
  | { status: 'short'; missing: number | null }
  /** A refusal or a failure: the reader unlocks by hand. */
  | { status: 'stopped' };
