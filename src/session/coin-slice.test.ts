import { describe, expect, it } from 'vitest';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { makeTestStore } from '@/testing/store';
import { walletChanged } from './coin-slice';
import { sessionCleared, sessionEstablished } from './session-slice';

const after = { COIN: 10, BONUS: 0, FREE_COIN: 0, MILEAGE: 5 };

describe('coinSlice', () => {
  it('takes the balance a money write answered with, for a signed-in reader', () => {
    const store = makeTestStore();
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    store.dispatch(walletChanged(after));
    expect(store.getState().coin.balance).toEqual(after);
  });

  it('never gives a signed-out session a balance', () => {
    const store = makeTestStore();
    store.dispatch(sessionCleared());
    store.dispatch(walletChanged(after));
    expect(store.getState().coin.balance).toBeNull();
  });
});
