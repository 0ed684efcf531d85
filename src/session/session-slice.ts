import type { SessionStatus } from '@/domain/enums';
import type { CoinBalance, TokenPair, User } from '@/domain/user';
import { plainAction, plainSlice } from './plain-slice';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  tokens: TokenPair | null;
}

const initialState: SessionState = { status: 'loading', user: null, tokens: null };

// The four session operations of spec §4, named as the events that cause them.
/** Set all: a session was read (or signed in) and its user and coin loaded. */
export const sessionEstablished = plainAction<{ user: User; coin: CoinBalance; tokens: TokenPair }>(
  'session/sessionEstablished',
);
/** Update user and coin only: the profile was reloaded. */
export const profileLoaded = plainAction<{ user: User; coin: CoinBalance }>('session/profileLoaded');
/** Clear all: signed out, or the session could not be confirmed. */
export const sessionCleared = plainAction('session/sessionCleared');
/** Update tokens only. */
export const tokensRefreshed = plainAction<TokenPair>('session/tokensRefreshed');

export const sessionSlice = plainSlice<SessionState>('session', initialState, (state, action) => {
  if (sessionEstablished.match(action)) {
    const { user, tokens } = action.payload;
    return { ...state, status: 'authenticated', user, tokens };
  }
  if (profileLoaded.match(action)) return { ...state, user: action.payload.user };
  if (sessionCleared.match(action)) return { ...state, status: 'unauthenticated', user: null, tokens: null };
  if (tokensRefreshed.match(action)) return { ...state, tokens: action.payload };
  return undefined;
});
