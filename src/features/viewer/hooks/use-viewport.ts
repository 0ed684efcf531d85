import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// A string snapshot: useSyncExternalStore compares by identity, and a fresh object would re-render forever.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The window's inner size, updated on resize. */
export function useViewport(): { width: number; height: number } {
  const [width, height] = useSyncExternalStore(subscribe, snapshot, () => '0x0')
    .split('x')
    .map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}
