import type { SessionStatus } from '@/domain/enums';
import type { AuthSession } from './auth-session';

export interface AuthStatusSnapshot {
  status: SessionStatus;
  session: AuthSession | null;
}

export interface SyncOptions {
  /** Refetch every this many seconds while the tab is visible; off when absent or 0. */
  pollSeconds?: number;
  /** Refetch when the tab becomes visible again (spec §9: on by default). */
  refetchOnWindowFocus?: boolean;
}

/** The localStorage key a tab writes when it signs in or out, so the other tabs refetch (they get a storage event). */
export const SESSION_EVENT_KEY = 'webtoon.session-event';

/** The session client's status: loading until the first fetch ends, then authenticated or unauthenticated. */
export function createAuthStatusStore(fetchSession: () => Promise<AuthSession | null>) {
  let snapshot: AuthStatusSnapshot = { status: 'loading', session: null };
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(session: AuthSession | null): void {
    generation += 1;
    snapshot = { status: session ? 'authenticated' : 'unauthenticated', session };
    for (const listener of listeners) listener();
  }

  /** Fetches the session; an answer overtaken by a newer fetch or a sign-in/out is dropped, never applied late. */
  async function refetch(): Promise<AuthSession | null> {
    const mine = ++generation;
    const session = await fetchSession();
    if (mine === generation) set(session);
    return session;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  function announce(): void {
    try {
      window.localStorage.setItem(SESSION_EVENT_KEY, String(Date.now()));
    } catch {
      // Storage may be full or disabled (private mode); other tabs then catch up on their next visibility change.
    }
  }

  /** Starts the refetch triggers of spec §4; answers the function that stops them. */
  function startSync(options: SyncOptions = {}): () => void {
    // Outside a browser (server rendering, node tests) there is no tab to watch.
    if (typeof document === 'undefined') return () => undefined;
    const visible = () => document.visibilityState === 'visible';
    const onVisibility = () => {
      if (visible()) void refetch();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_EVENT_KEY) void refetch();
    };
    const focus = options.refetchOnWindowFocus ?? true;
    if (focus) document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    const seconds = options.pollSeconds ?? 0;
    const timer = seconds > 0 ? setInterval(() => visible() && void refetch(), seconds * 1000) : null;
    return () => {
      if (focus) document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      if (timer !== null) clearInterval(timer);
    };
  }

  /** Back to loading, dropping any fetch under way (a new store in tests). */
  function reset(): void {
    generation += 1;
    snapshot = { status: 'loading', session: null };
  }

  return { getSnapshot: () => snapshot, subscribe, refetch, set, announce, startSync, reset };
}

export type AuthStatusStore = ReturnType<typeof createAuthStatusStore>;
