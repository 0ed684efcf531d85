import type { CoinBalance } from '@/domain/user';
import { plainAction, plainSlice } from './plain-slice';
import { profileLoaded, sessionCleared, sessionEstablished } from './session-slice';

export interface CoinState {
  balance: CoinBalance | null;
}

const initialState: CoinState = { balance: null };

/** A reply that moved coins (a purchase, a charge, a refund, an exchange) carries the new balance. */
export const walletChanged = plainAction<CoinBalance>('coin/walletChanged');

/**
 * The coin snapshot of the session (spec §3): it follows the session events, and every reply that moved coins (a
 * purchase, a charge, a refund, an exchange) carries the new balance in `walletChanged`.
 */
export const coinSlice = plainSlice<CoinState>('coin', initialState, (state, action) => {
  // Signed out, a balance is not kept: it would be another reader's once someone signs in.
  if (walletChanged.match(action)) return state.balance === null ? state : { balance: action.payload };
  if (sessionEstablished.match(action) || profileLoaded.match(action)) return { balance: action.payload.coin };
  if (sessionCleared.match(action)) return { balance: null };
  return undefined;
});
