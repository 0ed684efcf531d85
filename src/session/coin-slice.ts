import { createSlice } from '@reduxjs/toolkit';
import type { CoinBalance } from '@/domain/user';
import { profileLoaded, sessionCleared, sessionEstablished } from './session-slice';

export interface CoinState {
  balance: CoinBalance | null;
}

const initialState: CoinState = { balance: null };

/** The coin snapshot of the session (spec §3); it follows the session events and has none of its own. */
export const coinSlice = createSlice({
  name: 'coin',
  initialState,
  reducers: {},
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
