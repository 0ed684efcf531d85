/** How long an idle task may wait for a quiet moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` when the main thread is idle, so background work (saving progress, preparing the next episode) never
 * competes with decoding or requesting the images on screen. Answers a function that drops the task if it has not
 * run yet.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
