import { describe, expect, it } from 'vitest';
import { selectTokens, selectUser, selectViewerMode, sessionEstablished, viewerModeChosen } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { makeStore } from './store';

type Made = ReturnType<typeof makeStore>;

/** redux-persist writes only after its own rehydration, as a real page load does. */
function rehydrated({ persistor }: Made): Promise<void> {
  return new Promise((resolve) => {
    const done = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(done);
    done();
  });
}

async function persisted(store: Made) {
  await store.persistor.flush();
  return Object.keys(window.localStorage).filter((key) => key.startsWith('persist:'));
}

describe('makeStore persistence', () => {
  it('keeps the device preferences across a reload', async () => {
    window.localStorage.clear();
    const first = makeStore();
    await rehydrated(first);
    first.store.dispatch(viewerModeChosen('PAPER'));
    await persisted(first);

    const second = makeStore();
    await rehydrated(second);
    expect(selectViewerMode(second.store.getState())).toBe('PAPER');
  });

  it('never writes tokens or the user to storage', async () => {
    window.localStorage.clear();
    const app = makeStore();
    await rehydrated(app);
    const tokens = buildTokens({ accessToken: 'secret-access', refreshToken: 'secret-refresh' });
    app.store.dispatch(
      sessionEstablished({ user: buildUser({ email: 'private@example.com' }), coin: buildCoin(), tokens }),
    );
    app.store.dispatch(viewerModeChosen('SCROLL'));
    expect(await persisted(app)).toEqual(['persist:prefs']);
    const everything = Object.values(window.localStorage).join('\n');
    expect(everything).not.toContain('secret-access');
    expect(everything).not.toContain('secret-refresh');
    expect(everything).not.toContain('private@example.com');

    const reloaded = makeStore().store.getState();
    expect(selectTokens(reloaded)).toBeNull();
    expect(selectUser(reloaded)).toBeNull();
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
