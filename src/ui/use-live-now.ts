import { useState, useSyncExternalStore } from 'react';

// One interval for every live time on the page (a title with 200 rented episodes ticks once a second, not 200 times).
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let tick = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    tick = Date.now();
    timer = setInterval(() => {
      tick = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => tick;

/**
 * A clock that moves once a second from `base`, the moment a state was computed (a reply's arrival): time left on
 * a rental or until a wait-until-free ticket counts on from there while the reader looks at it. A new `base` (a
 * new reply) starts over from it.
 */
export function useLiveNow(base: number): number {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [start, setStart] = useState(() => ({ base, at: Date.now() }));
  if (start.base !== base) {
    // Subscribed, so the shared clock's last tick is at most a second old.
    setStart({ base, at: current });
    return base;
  }
  // Whole seconds, so that a render between two ticks shows what the last tick showed.
  return base + Math.max(0, Math.floor((current - start.at) / TICK_MS) * TICK_MS);
}

/** `hh:mm:ss` until `end` (hours may pass 99), never negative. */
export function formatCountdown(end: number, now: number): string {
  const total = Math.max(0, Math.ceil((end - now) / 1_000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
