import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authClient } from '@/auth-client';
import { COOKIES } from '@/domain/constants';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { buildCoin, buildTokens, buildUserWire } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { makeTestStore } from '@/testing/store';
import { selectSessionStatus, selectUser } from './selectors';
import { sessionUnreachable } from './session-reach';
import { bootstrapSession, syncSession } from './session-thunks';

/**
 * Issue 29: a reader who reloads the site in a tunnel. No session can be read offline; that must not sign them out
 * (the token cookies stay), and the session comes back by itself once the connection does.
 */

const AUTH = 'http://auth.test/api/auth';
let backend: FakeBackend;
let offline = false;
let signedIn = true;
/** Reads of the session that still fail once back online (a network still coming up). */
let flakyReads = 0;

/** Auth.js' GET /session: the reader's session, none, or (offline) a fetch that fails before any server. */
const authFetch: typeof globalThis.fetch = (input) => {
  if (offline) return Promise.reject(new TypeError('Failed to fetch'));
  if (flakyReads > 0) {
    flakyReads -= 1;
    return Promise.reject(new TypeError('Failed to fetch'));
  }
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  const tokens = buildTokens();
  const session = { user: { id: '7', email: 'reader@example.com' }, expires: '2999-01-01T00:00:00Z', ...tokens };
  const body = path.endsWith('/session') && signedIn ? session : {};
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
};

function setOnline(online: boolean): void {
  offline = !online;
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  signedIn = true;
  flakyReads = 0;
  authClient.reset();
  authClient.configure({ base: AUTH, fetch: authFetch });
  backend = fakeBackend({
    'POST /front/user': () => ({ data: buildUserWire({ id: 7, email: 'reader@example.com' }) }),
    'GET /coin': () => ({ data: buildCoin() }),
  });
  // What a refresh left in the browser (spec §4): a reload in a tunnel must not lose them.
  setCookie(COOKIES.accessToken.name, 'access-before-the-tunnel', COOKIES.accessToken.maxAge);
  setCookie(COOKIES.refreshToken.name, 'refresh-before-the-tunnel', COOKIES.refreshToken.maxAge);
});

afterEach(() => {
  setOnline(true);
  backend.restore();
  authClient.reset();
  removeCookie(COOKIES.accessToken.name);
  removeCookie(COOKIES.refreshToken.name);
});

describe('a reload without a connection', () => {
  it('leaves the reader a guest for now without signing them out, and signs them back in once online', async () => {
    setOnline(false);
    const store = makeTestStore();
    await store.dispatch(bootstrapSession());
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
    expect(sessionUnreachable()).toBe(true);
    expect(getCookie(COOKIES.accessToken.name)).toBe('access-before-the-tunnel');
    expect(getCookie(COOKIES.refreshToken.name)).toBe('refresh-before-the-tunnel');

    const stop = store.dispatch(syncSession());
    setOnline(true);
    await expect.poll(() => selectUser(store.getState())?.email).toBe('reader@example.com');
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(sessionUnreachable()).toBe(false);
    stop();
  });

  it('reads the session again while the network is still coming up', async () => {
    setOnline(false);
    const store = makeTestStore();
    await store.dispatch(bootstrapSession());
    const stop = store.dispatch(syncSession());
    flakyReads = 1;
    setOnline(true);
    await expect.poll(() => selectUser(store.getState())?.email).toBe('reader@example.com');
    expect(flakyReads).toBe(0);
    stop();
  });

  it('keeps a session the store holds when a refetch fails offline (a tab shown again in a tunnel)', async () => {
    const store = makeTestStore();
    await store.dispatch(bootstrapSession());
    expect(selectUser(store.getState())?.email).toBe('reader@example.com');
    const stop = store.dispatch(syncSession());

    setOnline(false);
    await authClient.refetch();
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(getCookie(COOKIES.accessToken.name)).toBe('access-before-the-tunnel');
    stop();
  });

  it('online, no session still means signed out, the token cookies with it', async () => {
    signedIn = false;
    const store = makeTestStore();
    await store.dispatch(bootstrapSession());
    expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
    expect(sessionUnreachable()).toBe(false);
    expect(getCookie(COOKIES.accessToken.name)).toBeNull();
  });
});
