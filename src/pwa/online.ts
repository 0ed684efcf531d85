import { useSyncExternalStore } from 'react';
import { ApiError } from '@/api/api-error';

/**
 * The connection as the browser reports it (navigator.onLine and its online/offline events), and the one error the
 * call layer throws for a call that cannot reach the server. Part of the first load: keep it this small.
 */

/** Catalogue code of a server call made without a connection (src/domain/errors.ts, errors.OFFLINE). */
export const OFFLINE = 'OFFLINE';

/** A call refused, or failed, because the device is offline; the screen shows errors.OFFLINE in its language. */
export class OfflineError extends ApiError {
  constructor() {
    super(OFFLINE, null);
  }
}

export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError ? error.code === OFFLINE : (error as { code?: unknown } | null)?.code === OFFLINE;
}

/** False only when the browser knows it has no network; a captive portal or a dead server still reads as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
