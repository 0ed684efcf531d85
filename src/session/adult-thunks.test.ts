// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type ApiError } from '@/api';
import { startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { recordFetch } from '@/testing/fetch-recorder';
import { makeTestStore } from '@/testing/store';
import { authClient } from '@/auth-client';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { setAdultContentShown, setBlShown, verifyAdult } from './adult-thunks';
import { signUpWithEmail } from './auth-thunks';
import { selectTokens, selectUser } from './selectors';
import { TERMS_VERSION } from '@/domain/legal';

let api: ApiTestServer;
const jar = withCookieJar();
/** What the session client logged (spec §8: silent failures are only logged). */
const logs: { level: string; code: string }[] = [];
const logging: typeof globalThis.fetch = (input, init) => {
  if (String(input).endsWith('/_log') && typeof init?.body === 'string') {
    logs.push(JSON.parse(init.body) as { level: string; code: string });
  }
  return jar.fetch(input, init);
};
const recorder = recordFetch(logging);
let restore: () => void = () => undefined;

// Migrating and seeding the API's database takes a while on a busy machine.
beforeAll(async () => {
  api = await startApiServer({ fetch: recorder.fetch });
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  jar.cookies.clear();
  logs.length = 0;
  authClient.reset();
  authClient.configure({ base: `${api.url}/api/auth`, fetch: recorder.fetch });
});
afterEach(async () => {
  restore();
  await api.setClock(null);
});

let counter = 0;
/** A new reader, signed in through the session client like a browser (not adult, no birth date). */
async function newReader() {
  counter += 1;
  const store = makeTestStore();
  const email = `adult-thunks-${Date.now().toString(36)}-${counter}@example.com`;
  const outcome = await store.dispatch(signUpWithEmail({ email, password: 'Webtoon1!', termsVersion: TERMS_VERSION }));
  if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.code}`);
  recorder.requests.length = 0;
  return store;
}

function tokensOf(store: ReturnType<typeof makeTestStore>) {
  const tokens = selectTokens(store.getState());
  if (!tokens) throw new Error('expected tokens');
  return tokens;
}

const refreshWith = (tokens: { accessToken: string; refreshToken: string }) =>
  call('backend', 'post', 'auth/refresh', { json: tokens, refreshOnExpiry: false }).catch((e: unknown) => e);

describe('verifyAdult against the reference API', () => {
  it('stores the new tokens in the store and the session client, and reloads the user as adult', async () => {
    const store = await newReader();
    const before = tokensOf(store);
    expect(selectUser(store.getState())).toMatchObject({ isAdult: false, showAdult: false });

    await expect(store.dispatch(verifyAdult({ birthedAt: null }))).resolves.toEqual({ ok: true, code: null });

    const after = tokensOf(store);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(selectUser(store.getState())).toMatchObject({ isAdult: true, showAdult: true });
    expect((await authClient.getSession())?.refreshToken).toBe(after.refreshToken);
    expect(recorder.count('POST', '/api/front/user')).toBe(1);
    // The new refresh token lives; the spent one is dead (presented again, it ends its whole session).
    expect(await refreshWith(after)).toMatchObject({ refreshToken: expect.any(String) });
    expect(((await refreshWith(before)) as ApiError).code).toBe('NOT_FOUND_REFRESH_TOKEN');
  });

  it('answers the refusal of an under-age birth date, keeps the tokens and writes it to debug', async () => {
    const store = await newReader();
    const before = tokensOf(store);
    const outcome = await store.dispatch(verifyAdult({ birthedAt: '2020-01-01' }));
    expect(outcome).toEqual({ ok: false, code: 'INVALID_PARAMETER' });
    expect(tokensOf(store)).toEqual(before);
    expect(selectUser(store.getState())).toMatchObject({ isAdult: false });
    await expect.poll(() => logs).toContainEqual(expect.objectContaining({ level: 'debug', code: 'ADULT_AUTH_ERROR' }));
  });

  it('renews an expired access token once and retries with the new pair', async () => {
    const store = await newReader();
    const expiry = tokensOf(store).accessTokenExpiresAt;
    // Device and API clocks move together past the access token's expiry (the refresh token still lives).
    restore = configureSessionRuntime({ now: () => expiry + 60_000, reload: () => undefined });
    await api.setClock(new Date(expiry + 60_000));

    await expect(store.dispatch(verifyAdult({ birthedAt: '1990-02-03' }))).resolves.toEqual({ ok: true, code: null });
    expect(recorder.count('PUT', '/api/front/user')).toBe(2);
    expect(recorder.count('POST', '/api/backend/auth/refresh')).toBe(1);
    expect(selectUser(store.getState())).toMatchObject({ isAdult: true, birthedAt: '1990-02-03' });
  });
});

describe('setAdultContentShown and setBlShown', () => {
  it('change the flag and reload user data', async () => {
    const store = await newReader();
    await store.dispatch(verifyAdult({ birthedAt: null }));

    await expect(store.dispatch(setAdultContentShown(false))).resolves.toBe(true);
    expect(selectUser(store.getState())).toMatchObject({ showAdult: false });
    await expect(store.dispatch(setAdultContentShown(true))).resolves.toBe(true);
    expect(selectUser(store.getState())).toMatchObject({ showAdult: true });

    await expect(store.dispatch(setBlShown(true))).resolves.toBe(true);
    expect(selectUser(store.getState())).toMatchObject({ isBlToggle: true });
    expect(recorder.count('PUT', '/api/front/user/BL/toggle/true')).toBe(1);
  });

  it('a refused switch answers false, is only logged, and leaves the user as it was', async () => {
    const store = await newReader();
    const user = selectUser(store.getState());
    await expect(store.dispatch(setAdultContentShown(true))).resolves.toBe(false);
    expect(selectUser(store.getState())).toEqual(user);
    expect(recorder.count('POST', '/api/front/user')).toBe(0);
    await expect
      .poll(() => logs)
      .toContainEqual(expect.objectContaining({ level: 'warn', code: 'ADULT_TOGGLE_ERROR' }));
  });
});
