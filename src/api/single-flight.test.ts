// @vitest-environment node
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/domain/constants';
import type { CoinBalance, RefreshResult, SignInResult } from '@/domain/user';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { recordFetch } from '@/testing/fetch-recorder';
import { ApiError } from './api-error';
import { configureAuth } from './auth-bridge';
import { call } from './call';

let api: ApiTestServer;
const recorder = recordFetch();

beforeAll(async () => {
  api = await startApiServer({ fetch: recorder.fetch });
});
afterAll(() => api.close());
afterEach(() => api.setClock(null));

async function signIn(email: string): Promise<SignInResult> {
  return call<SignInResult>('backend', 'post', 'auth/local/sign-in', { json: { email, password: DEMO_PASSWORD } });
}

/** A session as the store would hold it: the token pair in a variable, renewed through the real refresh call. */
function sessionOf(tokens: SignInResult) {
  let pair = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  configureAuth({
    getAccessToken: () => pair.accessToken,
    refresh: async () => {
      const fresh = await call<RefreshResult>('backend', 'post', 'auth/refresh', {
        json: pair,
        refreshOnExpiry: false,
      });
      pair = { accessToken: fresh.accessToken, refreshToken: fresh.refreshToken };
      return fresh.accessToken;
    },
  });
  return { current: () => pair };
}

it('twenty calls meeting NEED_TO_REFRESH share ONE refresh and are each retried once', async () => {
  const session = sessionOf(await signIn('adult@example.com'));
  const before = session.current().accessToken;
  await api.setClock(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000));
  recorder.requests.length = 0;

  const results = await Promise.all(Array.from({ length: 20 }, () => call<CoinBalance>('backend', 'get', 'coin')));

  expect(results).toHaveLength(20);
  for (const coin of results) expect(coin).toMatchObject({ COIN: 5000, BONUS: 1000 });
  expect(recorder.count('POST', '/auth/refresh')).toBe(1);
  // Each call: the refused first attempt, then exactly one retry.
  expect(recorder.count('GET', '/coin')).toBe(40);
  const bearers = recorder.requests.filter((r) => r.method === 'GET').map((r) => r.headers.get('Authorization'));
  expect(bearers.filter((b) => b === `Bearer ${before}`)).toHaveLength(20);
  expect(bearers.filter((b) => b === `Bearer ${session.current().accessToken}`)).toHaveLength(20);
  expect(session.current().accessToken).not.toBe(before);
});

it('hands the original NEED_TO_REFRESH up when the refresh fails, after one refresh for all', async () => {
  const tokens = await signIn('rich@example.com');
  let refreshes = 0;
  configureAuth({
    getAccessToken: () => tokens.accessToken,
    refresh: async () => {
      refreshes += 1;
      // Every request is in flight until its 401 is back: the refresh fails only then, so that all five share it
      // (on a loaded machine a reply could otherwise come back after a fast failure and start a refresh of its own).
      await vi.waitFor(() => expect(recorder.answered('GET', '/coin')).toBe(5));
      // The refresh token has expired too (15 days later): the API refuses it.
      await call('backend', 'post', 'auth/refresh', {
        json: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      }).catch(() => null);
      return null;
    },
  });
  await api.setClock(new Date(Date.now() + 15 * 24 * 60 * 60 * 1000));
  recorder.requests.length = 0;

  const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => call('backend', 'get', 'coin')));

  expect(refreshes).toBe(1);
  for (const outcome of outcomes) {
    expect(outcome.status).toBe('rejected');
    const reason = (outcome as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.code).toBe('NEED_TO_REFRESH');
  }
  expect(recorder.count('GET', '/coin')).toBe(5);
});
