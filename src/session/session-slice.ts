import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionStatus } from '@/domain/enums';
import type { CoinBalance, TokenPair, User } from '@/domain/user';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  tokens: TokenPair | null;
}

const initialState: SessionState = { status: 'loading', user: null, tokens: null };

/** The four session operations of spec §4, named as the events that cause them. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Set all: a session was read (or signed in) and its user and coin loaded. */
    sessionEstablished(state, action: PayloadAction<{ user: User; coin: CoinBalance; tokens: TokenPair }>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.tokens = action.payload.tokens;
    },
    /** Update user and coin only: the profile was reloaded. */
    profileLoaded(state, action: PayloadAction<{ user: User; coin: CoinBalance }>) {
      state.user = action.payload.user;
    },
    /** Clear all: signed out, or the session could not be confirmed. */
    sessionCleared(state) {
      state.status = 'unauthenticated';
      state.user = null;
      state.tokens = null;
    },
    /** Update tokens only. */
    tokensRefreshed(state, action: PayloadAction<TokenPair>) {
      state.tokens = action.payload;
    },
  },
});

export const { sessionEstablished, profileLoaded, sessionCleared, tokensRefreshed } = sessionSlice.actions;
