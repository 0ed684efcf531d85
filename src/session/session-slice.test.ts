import { describe, expect, it } from 'vitest';
import { makeTestStore } from '@/testing/store';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { selectCoin, selectIsLoggedIn, selectSessionStatus, selectTokens, selectUser } from './selectors';
import { profileLoaded, sessionCleared, sessionEstablished, tokensRefreshed } from './session-slice';

function signedInStore() {
  const store = makeTestStore();
  const session = { user: buildUser({ nickname: 'Adult Reader' }), coin: buildCoin(), tokens: buildTokens() };
  store.dispatch(sessionEstablished(session));
  return { store, session };
}

describe('the four session operations (spec §4) on the real store', () => {
  it('starts loading and logged out', () => {
    const store = makeTestStore();
    expect(selectSessionStatus(store.getState())).toBe('loading');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('set all: user, coin and tokens, status authenticated', () => {
    const { store, session } = signedInStore();
    const state = store.getState();
    expect(selectUser(state)).toEqual(session.user);
    expect(selectCoin(state)).toEqual(session.coin);
    expect(selectTokens(state)).toEqual(session.tokens);
    expect(selectSessionStatus(state)).toBe('authenticated');
    expect(selectIsLoggedIn(state)).toBe(true);
  });

  it('update user and coin only: the tokens stay', () => {
    const { store, session } = signedInStore();
    const user = buildUser({ id: session.user.id, nickname: 'Renamed' });
    store.dispatch(profileLoaded({ user, coin: buildCoin({ COIN: 7 }) }));
    const state = store.getState();
    expect(selectUser(state)?.nickname).toBe('Renamed');
    expect(selectCoin(state)?.COIN).toBe(7);
    expect(selectTokens(state)).toEqual(session.tokens);
  });

  it('update tokens only: user and coin stay', () => {
    const { store, session } = signedInStore();
    const tokens = buildTokens({ accessToken: 'renewed' });
    store.dispatch(tokensRefreshed(tokens));
    const state = store.getState();
    expect(selectTokens(state)).toEqual(tokens);
    expect(selectUser(state)).toEqual(session.user);
    expect(selectCoin(state)).toEqual(session.coin);
  });

  it('clear all: user, coin and tokens empty, status unauthenticated', () => {
    const { store } = signedInStore();
    store.dispatch(sessionCleared());
    const state = store.getState();
    expect([selectUser(state), selectCoin(state), selectTokens(state)]).toEqual([null, null, null]);
    expect(selectSessionStatus(state)).toBe('unauthenticated');
    expect(selectIsLoggedIn(state)).toBe(false);
  });
});

describe('selectIsLoggedIn: user AND coin AND access token', () => {
  const user = buildUser();
  const coin = buildCoin();
  const tokens = buildTokens();
  const cases = [
    { name: 'all three', session: { status: 'authenticated', user, tokens }, coin, expected: true },
    { name: 'no user', session: { status: 'authenticated', user: null, tokens }, coin, expected: false },
    { name: 'no coin', session: { status: 'authenticated', user, tokens }, coin: null, expected: false },
    { name: 'no tokens', session: { status: 'authenticated', user, tokens: null }, coin, expected: false },
    {
      name: 'an empty access token',
      session: { status: 'authenticated', user, tokens: { ...tokens, accessToken: '' } },
      coin,
      expected: false,
    },
    {
      name: 'a zero balance still counts',
      session: { status: 'authenticated', user, tokens },
      coin: buildCoin({ COIN: 0, BONUS: 0 }),
      expected: true,
    },
  ] as const;

  it.each(cases)('$name → $expected', ({ session, coin: balance, expected }) => {
    const store = makeTestStore({ session: { ...session }, coin: { balance } });
    expect(selectIsLoggedIn(store.getState())).toBe(expected);
  });
});
