// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, call } from '@/api';
import { makeTestStore } from '@/testing/store';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { recordFetch } from '@/testing/fetch-recorder';
import { authClient } from '@/auth-client';
import { logout, signInWithCredentials } from './auth-thunks';
import { selectCoin, selectIsLoggedIn, selectSessionStatus, selectTokens, selectUser } from './selectors';
import { bootstrapSession, reloadProfile, syncSession } from './session-thunks';

let api: ApiTestServer;
const jar = withCookieJar();
const recorder = recordFetch(jar.fetch);

beforeAll(async () => {
  api = await startApiServer({ fetch: recorder.fetch });
});
afterAll(() => api.close());
beforeEach(() => {
  jar.cookies.clear();
  authClient.reset();
  authClient.configure({ base: `${api.url}/api/auth`, fetch: recorder.fetch });
  recorder.requests.length = 0;
});

async function signedIn(email: string) {
  const store = makeTestStore();
  const outcome = await store.dispatch(
    signInWithCredentials({ email, password: DEMO_PASSWORD, callbackUrl: `${api.url}/my` }),
  );
  return { store, outcome };
}

describe('session thunks against the reference API', () => {
  it('bootstrapSession without a session: loading → unauthenticated', async () => {
    const store = makeTestStore();
    expect(selectSessionStatus(store.getState())).toBe('loading');
    await store.dispatch(bootstrapSession());
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('signInWithCredentials loads user and coin into the store', async () => {
    const { store, outcome } = await signedIn('adult@example.com');
    expect(outcome).toEqual({ ok: true, code: null, url: `${api.url}/my` });
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectSessionStatus(state)).toBe('authenticated');
    expect(selectUser(state)).toMatchObject({ email: 'adult@example.com', nickname: 'さくら', isAdult: true });
    expect(selectCoin(state)).toMatchObject({ COIN: 5000, BONUS: 1000 });
    // The same session once, even though the sign-in and the status store both announced it.
    expect(recorder.count('POST', '/api/front/user')).toBe(1);
  });

  it('signInWithCredentials answers the catalogue code of a refusal and stays signed out', async () => {
    const store = makeTestStore();
    const outcome = await store.dispatch(
      signInWithCredentials({ email: 'adult@example.com', password: 'Nope-1234!', callbackUrl: '/' }),
    );
    expect(outcome).toEqual({ ok: false, code: 'INCORRECT_PASSWORD', url: null });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('logout revokes the refresh token, clears the store and ends the Auth.js session', async () => {
    const { store } = await signedIn('minor@example.com');
    const tokens = selectTokens(store.getState());
    if (!tokens) throw new Error('expected tokens');
    await store.dispatch(logout());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
    await expect(authClient.getSession()).resolves.toBeNull();
    const refused = await call('backend', 'post', 'auth/refresh', { json: tokens, refreshOnExpiry: false }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('NOT_FOUND_REFRESH_TOKEN');
  });

  it('reloadProfile re-requests user and coin and keeps the tokens', async () => {
    const { store } = await signedIn('rich@example.com');
    const tokens = selectTokens(store.getState());
    recorder.requests.length = 0;
    await store.dispatch(reloadProfile());
    expect(recorder.count('POST', '/api/front/user')).toBe(1);
    expect(recorder.count('GET', '/api/backend/coin')).toBe(1);
    expect(selectTokens(store.getState())).toEqual(tokens);
    expect(selectCoin(store.getState())).toMatchObject({ COIN: 100000, MILEAGE: 3000 });
  });

  it('syncSession applies a sign-in and a sign-out made outside the store (another tab)', async () => {
    const store = makeTestStore();
    await store.dispatch(bootstrapSession());
    const stop = store.dispatch(syncSession());
    await authClient.signIn(
      'credentials',
      { callbackUrl: `${api.url}/`, redirect: false },
      { email: 'empty@example.com', password: DEMO_PASSWORD },
    );
    await expect.poll(() => selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUser(store.getState())?.email).toBe('empty@example.com');
    await authClient.signOut({ redirect: false });
    await expect.poll(() => selectIsLoggedIn(store.getState())).toBe(false);
    stop();
  });
});
