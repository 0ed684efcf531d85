// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@/api';
import { makeTestStore } from '@/testing/store';
import { ACCESS_TOKEN_MARGIN_MS } from '@/domain/constants';
import type { SignInResult, TokenPair } from '@/domain/user';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { buildCoin, buildUser } from '@/testing/factories';
import { withCookieJar } from '@/testing/cookie-jar';
import { recordFetch } from '@/testing/fetch-recorder';
import type { AuthSession } from '@/auth-client';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { selectIsLoggedIn, selectTokens } from './selectors';
import { sessionEstablished } from './session-slice';
import { applyAuthSession } from './session-thunks';
import { checkTokens } from './token-refresh';

// Token decisions of spec §4 wired to the real refresh call. The device clock (runtime.now) and the API clock are
// moved together, so a refreshed token is as fresh on both sides as it would be in real life.
let api: ApiTestServer;
// The jar carries Auth.js' CSRF cookie, so the session update after each refresh is accepted as a browser's would be.
const recorder = recordFetch(withCookieJar().fetch);
let reloads = 0;
let restore: () => void = () => undefined;

beforeAll(async () => {
  api = await startApiServer({ fetch: recorder.fetch });
});
afterAll(() => api.close());
beforeEach(() => {
  recorder.requests.length = 0;
  reloads = 0;
});
afterEach(async () => {
  restore();
  await api.setClock(null);
});

async function realTokens(email: string): Promise<TokenPair> {
  const r = await call<SignInResult>('backend', 'post', 'auth/local/sign-in', {
    json: { email, password: DEMO_PASSWORD },
  });
  return {
    accessToken: r.accessToken,
    accessTokenExpiresAt: r.accessTokenExpiresAt,
    refreshToken: r.refreshToken,
    refreshTokenExpiresAt: r.refreshTokenExpiresAt,
  };
}

async function at(now: number): Promise<void> {
  restore = configureSessionRuntime({ now: () => now, reload: () => (reloads += 1) });
  await api.setClock(new Date(now));
}

function storeWith(tokens: TokenPair, email: string) {
  const store = makeTestStore();
  store.dispatch(sessionEstablished({ user: buildUser({ email }), coin: buildCoin(), tokens }));
  return store;
}

const refreshCalls = () => recorder.count('POST', '/auth/refresh');

describe('checkTokens', () => {
  it('keeps a token with more than 5 minutes left: no call, no reload', async () => {
    const tokens = await realTokens('adult@example.com');
    const store = storeWith(tokens, 'adult@example.com');
    await at(tokens.accessTokenExpiresAt - ACCESS_TOKEN_MARGIN_MS - 1);
    await expect(store.dispatch(checkTokens())).resolves.toBe('keep');
    expect(refreshCalls()).toBe(0);
    expect(reloads).toBe(0);
    expect(selectTokens(store.getState())).toEqual(tokens);
  });

  it('refreshes at 5 minutes left: new tokens in the store, then one reload', async () => {
    const tokens = await realTokens('adult@example.com');
    const store = storeWith(tokens, 'adult@example.com');
    await at(tokens.accessTokenExpiresAt - ACCESS_TOKEN_MARGIN_MS);
    await expect(store.dispatch(checkTokens())).resolves.toBe('refresh');
    expect(refreshCalls()).toBe(1);
    expect(reloads).toBe(1);
    const renewed = selectTokens(store.getState());
    expect(renewed?.accessToken).not.toBe(tokens.accessToken);
    expect(renewed?.refreshToken).not.toBe(tokens.refreshToken);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('clears the session once the refresh token has expired, without calling the API', async () => {
    const tokens = await realTokens('rich@example.com');
    const store = storeWith(tokens, 'rich@example.com');
    await at(tokens.refreshTokenExpiresAt + 1);
    await expect(store.dispatch(checkTokens())).resolves.toBe('clear');
    expect(refreshCalls()).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTokens(store.getState())).toBeNull();
  });

  it('clears the session when the refresh answers for another e-mail', async () => {
    const tokens = await realTokens('minor@example.com');
    const store = storeWith(tokens, 'someone-else@example.com');
    await at(tokens.accessTokenExpiresAt - 60_000);
    await store.dispatch(checkTokens());
    expect(refreshCalls()).toBe(1);
    expect(reloads).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('applyAuthSession (the bootstrap of a page load)', () => {
  const sessionOf = (tokens: TokenPair, email: string): AuthSession => ({
    user: { id: '1', email, name: null },
    expires: new Date(tokens.refreshTokenExpiresAt).toISOString(),
    ...tokens,
  });

  it('loads user and coin with a fresh token', async () => {
    const tokens = await realTokens('adult@example.com');
    const store = makeTestStore();
    await store.dispatch(applyAuthSession(sessionOf(tokens, 'adult@example.com')));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(refreshCalls()).toBe(0);
  });

  it('on NEED_TO_REFRESH while loading the user: one refresh, then user and coin asked again', async () => {
    const tokens = await realTokens('empty@example.com');
    const store = makeTestStore();
    // The device still trusts the token; the API, an hour later, no longer does.
    restore = configureSessionRuntime({
      now: () => tokens.accessTokenExpiresAt - 30 * 60_000,
      reload: () => (reloads += 1),
    });
    await api.setClock(new Date(tokens.accessTokenExpiresAt + 60_000));
    recorder.requests.length = 0;
    await store.dispatch(applyAuthSession(sessionOf(tokens, 'empty@example.com')));
    expect(refreshCalls()).toBe(1);
    expect(recorder.count('POST', '/api/front/user')).toBe(2);
    expect(recorder.count('GET', '/api/backend/coin')).toBe(2);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectTokens(store.getState())?.accessToken).not.toBe(tokens.accessToken);
    expect(reloads).toBe(0);
  });

  it('clears when user data cannot be loaded even after the refresh', async () => {
    const tokens = await realTokens('adult@example.com');
    const store = makeTestStore();
    restore = configureSessionRuntime({ now: () => tokens.accessTokenExpiresAt - 30 * 60_000 });
    // Fifteen days later the refresh token is dead too.
    await api.setClock(new Date(tokens.refreshTokenExpiresAt + 60_000));
    await store.dispatch(applyAuthSession(sessionOf(tokens, 'adult@example.com')));
    expect(refreshCalls()).toBe(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
