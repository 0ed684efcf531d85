import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import {
  autoContinueChosen,
  prefsSlice,
  selectAutoContinue,
  selectViewerMode,
  viewerModeChosen,
  type PrefsState,
} from './prefs-slice';

const reduce = (actions: Parameters<typeof prefsSlice.reducer>[1][]) =>
  actions.reduce<PrefsState>(prefsSlice.reducer, prefsSlice.getInitialState());
const select = (prefs: PrefsState) => ({ mode: selectViewerMode({ prefs }), auto: selectAutoContinue({ prefs }) });

describe('prefsSlice', () => {
  it('starts in SCROLL mode with auto-continue off', () => {
    expect(select(reduce([]))).toEqual({ mode: 'SCROLL', auto: false });
  });

  it('records the reading mode and the auto-continue choice independently', () => {
    expect(select(reduce([autoContinueChosen(true)]))).toEqual({ mode: 'SCROLL', auto: true });
    expect(select(reduce([autoContinueChosen(true), viewerModeChosen('PAPER')]))).toEqual({
      mode: 'PAPER',
      auto: true,
    });
    expect(select(reduce([autoContinueChosen(true), autoContinueChosen(false)]))).toEqual({
      mode: 'SCROLL',
      auto: false,
    });
  });

  it('reads a device stored before auto-continue existed as off, keeping its mode', async () => {
    const items = new Map([['persist:prefs', JSON.stringify({ viewerMode: '"PAPER"', _persist: '{"version":1}' })]]);
    const storage: Storage = {
      getItem: async (key: string) => items.get(key) ?? null,
      setItem: async (key: string, value: string) => void items.set(key, value),
      removeItem: async (key: string) => void items.delete(key),
    };
    const store = configureStore({
      reducer: { prefs: persistReducer({ key: 'prefs', version: 1, storage }, prefsSlice.reducer) },
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      const done = () => persistor.getState().bootstrapped && resolve();
      persistor.subscribe(done);
      done();
    });
    expect(select(store.getState().prefs)).toEqual({ mode: 'PAPER', auto: false });

    store.dispatch(autoContinueChosen(true));
    await persistor.flush();
    expect(JSON.parse(items.get('persist:prefs') ?? '{}')).toMatchObject({ autoContinue: 'true' });
  });
});
