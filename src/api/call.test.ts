// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoinBalance, SignInResult } from '@/domain/user';
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
beforeEach(() => configureAuth({ getAccessToken: () => null, refresh: () => Promise.resolve(null) }));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('call() against the reference API', () => {
  it('unwraps the envelope of a success into its data', async () => {
    const result = await call<SignInResult>('backend', 'post', 'auth/local/sign-in', {
      json: { email: 'adult@example.com', password: DEMO_PASSWORD },
    });
    expect(result.accessToken).toEqual(expect.any(String));
    expect(result.refreshTokenExpiresAt).toBeGreaterThan(Date.now());
    const coin = await call<CoinBalance>('backend', 'get', 'coin', { token: result.accessToken });
    expect(coin).toMatchObject({ COIN: 5000, BONUS: 1000 });
  });

  it('raises a refusal as ApiError with its catalogue code and status', async () => {
    const wrong = await rejection(
      call('backend', 'post', 'auth/local/sign-in', { json: { email: 'minor@example.com', password: 'Wrong-pass1' } }),
    );
    expect(wrong.code).toBe('INCORRECT_PASSWORD');
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);

    const unknown = await rejection(
      call('backend', 'post', 'auth/local/sign-in', { json: { email: 'nobody@example.com', password: DEMO_PASSWORD } }),
    );
    expect(unknown.code).toBe('NOT_REGISTERED_USER');
  });

  it('answers NOT_FOUND_ACCESS_TOKEN with 401 for a protected call without a bearer token', async () => {
    const error = await rejection(call('backend', 'get', 'coin'));
    expect({ code: error.code, status: error.status }).toEqual({ code: 'NOT_FOUND_ACCESS_TOKEN', status: 401 });
  });

  it('sends the platform headers and the bearer token of the injected getter', async () => {
    const { accessToken } = await call<SignInResult>('backend', 'post', 'auth/local/sign-in', {
      json: { email: 'rich@example.com', password: DEMO_PASSWORD },
    });
    configureAuth({ getAccessToken: () => accessToken, refresh: () => Promise.resolve(null) });
    await expect(call<CoinBalance>('backend', 'get', 'coin')).resolves.toMatchObject({ COIN: 100000 });
    const headers = recorder.requests.at(-1)?.headers;
    expect(headers?.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(headers?.get('X-Platform')).toBe('japan');
    expect(headers?.get('X-Time-Zone')).toBe('Asia/Tokyo');
    expect(headers?.get('Accept-Language')).toBe('ja');
    expect(headers?.get('X-Client-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
