import { useSyncExternalStore } from 'react';

/**
 * Whether a new build took over this page (src/pwa/register.ts sets it after the reload that brought it in), so that
 * the shell shows the quiet "updated" note once. Kept apart from register.ts, which loads only at idle time.
 */

/** Session flag written just before the reload that lets the new service worker take over. */
export const UPDATED_FLAG = 'pwa:updated';

let updated = readFlag();
const listeners = new Set<() => void>();

function readFlag(): boolean {
  try {
    if (sessionStorage.getItem(UPDATED_FLAG) !== '1') return false;
    sessionStorage.removeItem(UPDATED_FLAG);
    return true;
  } catch {
    return false; // Storage refused (a sandboxed frame): no note, nothing else lost.
  }
}

export function setUpdated(value: boolean): void {
  if (updated === value) return;
  updated = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updated,
    () => false,
  );
}
