import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTokens } from '@/testing/factories';
import type { AuthSession } from './auth-session';
import { createAuthStatusStore, SESSION_EVENT_KEY } from './auth-status-store';

function session(): AuthSession {
  return {
    user: { id: '1', email: 'a@example.com', name: null },
    expires: new Date(Date.now() + 60_000).toISOString(),
    ...buildTokens(),
  };
}

/** A session source that counts its fetches and answers what the test sets. */
function source(initial: AuthSession | null) {
  let current = initial;
  const calls = { count: 0 };
  const fetchSession = () => {
    calls.count += 1;
    return Promise.resolve(current);
  };
  return { fetchSession, calls, set: (s: AuthSession | null) => (current = s) };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('status store of the session client', () => {
  it('goes loading → authenticated → unauthenticated and tells its subscribers', async () => {
    const src = source(session());
    const store = createAuthStatusStore(src.fetchSession);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    expect(store.getSnapshot().status).toBe('loading');
    await store.refetch();
    src.set(null);
    await store.refetch();
    expect(seen).toEqual(['authenticated', 'unauthenticated']);
  });

  it('drops an answer overtaken by a newer one', async () => {
    let release: (s: AuthSession | null) => void = () => undefined;
    let first = true;
    const store = createAuthStatusStore(() =>
      first
        ? ((first = false), new Promise<AuthSession | null>((resolve) => (release = resolve)))
        : Promise.resolve(null),
    );
    const slow = store.refetch();
    await store.refetch();
    release(session());
    await slow;
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  // The listeners ask at once, within the event: the counts are read right after it.
  it('refetches when the tab becomes visible, not when it is hidden', () => {
    const src = source(null);
    const store = createAuthStatusStore(src.fetchSession);
    const stop = store.startSync();
    setVisibility('hidden');
    expect(src.calls.count).toBe(0);
    setVisibility('visible');
    expect(src.calls.count).toBe(1);
    stop();
    setVisibility('visible');
    expect(src.calls.count).toBe(1);
  });

  it('refetches on a storage event for its key from another tab', () => {
    const src = source(null);
    const store = createAuthStatusStore(src.fetchSession);
    const stop = store.startSync();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EVENT_KEY }));
    expect(src.calls.count).toBe(1);
    stop();
  });

  it('writes that key when this tab announces a sign-in or sign-out', () => {
    const store = createAuthStatusStore(source(null).fetchSession);
    window.localStorage.removeItem(SESSION_EVENT_KEY);
    store.announce();
    expect(window.localStorage.getItem(SESSION_EVENT_KEY)).toMatch(/^\d+$/);
  });

  it('polls every pollSeconds while visible, and not at all without it', () => {
    vi.useFakeTimers();
    const polled = source(null);
    const stopPolling = createAuthStatusStore(polled.fetchSession).startSync({ pollSeconds: 30 });
    const idle = source(null);
    const stopIdle = createAuthStatusStore(idle.fetchSession).startSync();
    vi.advanceTimersByTime(29_999);
    expect(polled.calls.count).toBe(0);
    vi.advanceTimersByTime(1);
    expect(polled.calls.count).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(polled.calls.count).toBe(3);
    expect(idle.calls.count).toBe(0);
    stopPolling();
    stopIdle();
    vi.advanceTimersByTime(60_000);
    expect(polled.calls.count).toBe(3);
  });
});
