import { useSyncExternalStore } from 'react';

// A string snapshot: useSyncExternalStore compares by identity, and a fresh object would re-render forever.
const read = () => `${window.innerWidth}x${window.innerHeight}`;

/**
 * The size as of the last resize, kept here: React asks for the snapshot again during every commit, and reading
 * innerWidth right after the strip's 200 boxes are inserted forces a synchronous layout of all of them (most of the
 * viewer's first long task).
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function onResize(): void {
  current = read();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Nobody listens for resizes now: the next reader measures afresh.
    current = null;
  };
}

const snapshot = () => (current ??= read());

/** The window's inner size, updated on resize. */
export function useViewport(): { width: number; height: number } {
  const [width, height] = useSyncExternalStore(subscribe, snapshot, () => '0x0')
    .split('x')
    .map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}
