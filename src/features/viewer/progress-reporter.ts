import { throttle } from '@/lib/throttle';
import { whenIdle } from './idle';
import { NEAR_END_PERCENT } from './progress';
import type { ViewerProgress } from './types';

/** How often progress goes to the caller (and from there to the server) while reading. */
export const PROGRESS_REPORT_MS = 1_000;

export interface ProgressCallbacks {
  onProgress(progress: ViewerProgress): void;
  onEnd?(): void;
  onNearEnd?(): void;
}

export interface ProgressReporter {
  report(progress: ViewerProgress): void;
  setCallbacks(callbacks: ProgressCallbacks): void;
  /** Sends the last position not yet sent, at once (the viewer is closing). */
  flush(): void;
}

/**
 * Turns position samples into the viewer's callbacks: onNearEnd once at 75 %, onEnd once at 100 %, and onProgress
 * throttled and deferred to idle time.
 */
export function createProgressReporter(initial: ProgressCallbacks): ProgressReporter {
  let callbacks = initial;
  let pending: ViewerProgress | null = null;
  let nearEndFired = false;
  let endFired = false;

  const deliver = () => {
    if (!pending) return;
    const progress = pending;
    pending = null;
    callbacks.onProgress(progress);
  };
  const send = throttle(() => {
    whenIdle(deliver);
  }, PROGRESS_REPORT_MS);

  return {
    report(progress) {
      if (!nearEndFired && progress.percent >= NEAR_END_PERCENT) {
        nearEndFired = true;
        callbacks.onNearEnd?.();
      }
      if (!endFired && progress.percent >= 100) {
        endFired = true;
        callbacks.onEnd?.();
      }
      pending = progress;
      send();
    },
    setCallbacks(next) {
      callbacks = next;
    },
    flush() {
      send.cancel();
      deliver();
    },
  };
}
