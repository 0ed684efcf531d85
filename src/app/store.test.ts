// Runs isolated (vitest.config.ts): it proves what the modules of a fresh page hold before the viewer's and the API's
// chunks load.
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { selectTokens, selectUser, selectViewerMode, sessionEstablished, viewerModeChosen } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { makeStore, PERSIST_ACTION_TYPES } from './store';

const storedKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('persist:'));

describe('device preferences', () => {
  it('stay in memory until the viewer loads their persistence, then survive a reload', async () => {
    window.localStorage.clear();
    // redux-persist writes on a timer after reading storage: fake time past both shows that nothing is writing yet.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const early = makeStore().store;
    early.dispatch(viewerModeChosen('PAPER'));
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(storedKeys()).toEqual([]);

    const { selectPrefsRestored, whenPrefsRestored } = await import('@/session/prefs-persistence');
    await whenPrefsRestored(early);
    // Nothing was stored yet, so the choice made before the persistence arrived stands, and is written.
    expect(selectViewerMode(early.getState())).toBe('PAPER');
    await vi.waitFor(() => expect(window.localStorage.getItem('persist:prefs')).toContain('PAPER'));

    const reloaded = makeStore().store;
    expect(selectPrefsRestored(reloaded.getState())).toBe(false);
    expect(selectViewerMode(reloaded.getState())).toBe('SCROLL');
    await whenPrefsRestored(reloaded);
    expect(selectViewerMode(reloaded.getState())).toBe('PAPER');
  });

  it('never writes tokens or the user to storage', async () => {
    window.localStorage.clear();
    const { whenPrefsRestored } = await import('@/session/prefs-persistence');
    const app = makeStore().store;
    await whenPrefsRestored(app);
    const tokens = buildTokens({ accessToken: 'secret-access', refreshToken: 'secret-refresh' });
    app.dispatch(sessionEstablished({ user: buildUser({ email: 'private@example.com' }), coin: buildCoin(), tokens }));
    app.dispatch(viewerModeChosen('PAPER'));
    await vi.waitFor(() => expect(window.localStorage.getItem('persist:prefs')).toContain('PAPER'));
    expect(storedKeys()).toEqual(['persist:prefs']);
    const everything = Object.values(window.localStorage).join('\n');
    expect(everything).not.toContain('secret-access');
    expect(everything).not.toContain('secret-refresh');
    expect(everything).not.toContain('private@example.com');

    const reloaded = makeStore().store.getState();
    expect(selectTokens(reloaded)).toBeNull();
    expect(selectUser(reloaded)).toBeNull();
  });

  it("lets redux-persist's own actions past the serializability check", () => {
    expect([...PERSIST_ACTION_TYPES].sort()).toEqual([FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE].sort());
  });
});

describe('the RTK Query api', () => {
  it('is not part of a new store until its chunk loads, then serves it (and stores made later)', async () => {
    const early = makeStore().store;
    expect('api' in early.getState()).toBe(false);

    const { rootApi } = await import('@/api/root-api');
    expect(early.getState().api?.queries).toEqual({});

    const late = makeStore().store;
    expect(late.getState().api?.queries).toEqual({});
    // The middleware is attached too: a query without its middleware would never leave 'pending' bookkeeping.
    const probe = rootApi.injectEndpoints({
      endpoints: (build) => ({ storeProbe: build.query<number, void>({ queryFn: () => ({ data: 42 }) }) }),
    });
    for (const store of [early, late]) {
      const result = await store.dispatch(probe.endpoints.storeProbe.initiate());
      expect(result.data).toBe(42);
      expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    }
  });
});
