import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CoinBalance } from '@/domain/user';
import { profileLoaded, sessionCleared, sessionEstablished } from './session-slice';

export interface CoinState {
  balance: CoinBalance | null;
}

const initialState: CoinState = { balance: null };

/**
 * The coin snapshot of the session (spec §3): it follows the session events, and every reply that moved coins (a
 * purchase, a charge, a refund, an exchange) carries the new balance in `walletChanged`.
 */
export const coinSlice = createSlice({
  name: 'coin',
  initialState,
  reducers: {
    walletChanged(state, action: PayloadAction<CoinBalance>) {
      if (state.balance !== null) state.balance = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEstablished, (state, action) => {
        state.balance = action.payload.coin;
      })
      .addCase(profileLoaded, (state, action) => {
        state.balance = action.payload.coin;
      })
      .addCase(sessionCleared, (state) => {
        state.balance = null;
      });
  },
});

export const { walletChanged } = coinSlice.actions;
