import type { AppWindow } from './client-kind';

/**
 * The native apps' bridge (issue 13 §5; docs/decisions.md "App bridge"). The SPA posts `{id, method, params}`:
 * Android to `window.AndroidBridge.postMessage(json)`, iOS to `webkit.messageHandlers.webtoon.postMessage(object)`;
 * the app answers by calling `window.webtoonBridgeReply(id, {ok, data?, error?})`. Loaded only in the app.
 */
export type BridgeMethod = 'getLanguage' | 'getVersion' | 'getUserInfo' | 'purchase';

/** Why a bridge call failed: the app messages of spec §8, one each. */
export const APP_FAILURES = [
  'LANGUAGE_UNAVAILABLE',
  'VERSION_UNAVAILABLE',
  'USER_INFO_UNAVAILABLE',
  'PAYMENT_FAILED',
  'NO_PRODUCT',
  'RETRY',
  'ALREADY_IN_PAYMENT',
  'EMAIL_REQUIRED',
  'UNTRUSTED_CERTIFICATE',
  'STORAGE_PERMISSION',
] as const;
export type AppFailure = (typeof APP_FAILURES)[number];

export type BridgeOutcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: AppFailure };

interface BridgeWindow extends AppWindow {
  webtoonBridgeReply?: (id: string, reply: { ok?: unknown; data?: unknown; error?: unknown }) => void;
}

/** What a failed call means when the app names no reason (or one the SPA does not know), per method. */
const DEFAULT_FAILURE: Record<BridgeMethod, AppFailure> = {
  getLanguage: 'LANGUAGE_UNAVAILABLE',
  getVersion: 'VERSION_UNAVAILABLE',
  getUserInfo: 'USER_INFO_UNAVAILABLE',
  purchase: 'PAYMENT_FAILED',
};
/** A store purchase may wait on the reader for minutes; the getters answer at once or not at all. */
const TIMEOUT_MS: Record<BridgeMethod, number> = {
  getLanguage: 5_000,
  getVersion: 5_000,
  getUserInfo: 5_000,
  purchase: 10 * 60_000,
};

const isFailure = (value: unknown): value is AppFailure => (APP_FAILURES as readonly unknown[]).includes(value);

export interface AppBridge {
  call<T = unknown>(method: BridgeMethod, params?: Record<string, unknown>): Promise<BridgeOutcome<T>>;
  purchase(paymentId: string): Promise<BridgeOutcome>;
}

export function createAppBridge(win: BridgeWindow): AppBridge {
  const pending = new Map<string, (reply: { ok?: unknown; data?: unknown; error?: unknown }) => void>();
  let next = 0;
  let paying = false;
  win.webtoonBridgeReply = (id, reply) => pending.get(id)?.(reply);

  function post(message: { id: string; method: BridgeMethod; params: Record<string, unknown> }): boolean {
    const android = win.AndroidBridge as { postMessage?: (json: string) => void } | undefined;
    const ios = win.webkit?.messageHandlers?.webtoon as { postMessage?: (body: unknown) => void } | undefined;
    if (typeof android?.postMessage === 'function') android.postMessage(JSON.stringify(message));
    else if (typeof ios?.postMessage === 'function') ios.postMessage(message);
    else return false;
    return true;
  }

  function call<T>(method: BridgeMethod, params: Record<string, unknown> = {}): Promise<BridgeOutcome<T>> {
    const id = `b${(next += 1)}`;
    const failed = (error?: unknown): BridgeOutcome<T> => ({
      ok: false,
      failure: isFailure(error) ? error : DEFAULT_FAILURE[method],
    });
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(failed(method === 'purchase' ? 'RETRY' : undefined)), TIMEOUT_MS[method]);
      function settle(outcome: BridgeOutcome<T>) {
        clearTimeout(timer);
        pending.delete(id);
        resolve(outcome);
      }
      pending.set(id, (reply) => settle(reply.ok === true ? { ok: true, data: reply.data as T } : failed(reply.error)));
      try {
        if (!post({ id, method, params })) settle(failed());
      } catch {
        settle(failed());
      }
    });
  }

  return {
    call,
    async purchase(paymentId) {
      // One store purchase at a time: a second tap while the first is open is refused here, as the app would.
      if (paying) return { ok: false, failure: 'ALREADY_IN_PAYMENT' };
      paying = true;
      try {
        return await call('purchase', { paymentId });
      } finally {
        paying = false;
      }
    },
  };
}

let shared: AppBridge | null = null;

/** The page's bridge (one reply hook on the window). */
export function appBridge(): AppBridge {
  shared ??= createAppBridge(window as BridgeWindow);
  return shared;
}
