import { describe, expect, it } from 'vitest';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { makeTestStore } from '@/testing/store';
import { GUEST, readerKey, selectReaderKey } from './reader-key';
import { profileLoaded, sessionCleared, sessionEstablished } from './session-slice';

describe('readerKey', () => {
  const user = buildUser({
    id: 7,
    isAdult: false,
    isAdultKr: false,
    showAdult: false,
    isBlToggle: false,
    birthedAt: null,
  });

  it.each([
    ['no one', null, GUEST],
    ['a reader with every setting off', user, '7:00000'],
    ['an adult', { ...user, isAdult: true }, '7:10000'],
    ['a Korean-verified adult', { ...user, isAdultKr: true }, '7:01000'],
    ['adult titles shown', { ...user, showAdult: true }, '7:00100'],
    ['BL turned on', { ...user, isBlToggle: true }, '7:00010'],
    ['a birth date given', { ...user, birthedAt: '1990-01-01' }, '7:00001'],
  ])('%s', (_name, reader, key) => {
    expect(readerKey(reader)).toBe(key);
  });
});

describe('selectReaderKey', () => {
  it('is the reader key while logged in, and GUEST before and after', () => {
    const store = makeTestStore();
    expect(selectReaderKey(store.getState())).toBe(GUEST);
    const user = buildUser({ id: 3 });
    store.dispatch(sessionEstablished({ user, coin: buildCoin(), tokens: buildTokens() }));
    expect(selectReaderKey(store.getState())).toBe(readerKey(user));
    store.dispatch(profileLoaded({ user: { ...user, showAdult: !user.showAdult }, coin: buildCoin() }));
    expect(selectReaderKey(store.getState())).not.toBe(readerKey(user));
    store.dispatch(sessionCleared());
    expect(selectReaderKey(store.getState())).toBe(GUEST);
  });
});
