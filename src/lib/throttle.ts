export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (call it when the listener is removed). */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `waitMs`: the first call at once, and the last call of a burst when the wait ends,
 * so a scroll handler always sees where the scrolling stopped.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer !== null) return;
    timer = setTimeout(
      () => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      },
      Math.max(remaining, 0),
    );
  };

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
