import { useEffect, useRef } from 'react';

/** How far ahead of the list's end the next page is asked for: about two screens of covers. */
export const NEAR_END_MARGIN = '0px 0px 1200px 0px';

/**
 * Calls `onNearEnd` when the returned element comes within NEAR_END_MARGIN of the viewport. `round` changes with every
 * page shown, so a sentinel still in view after a short page asks again.
 */
export function useNearEnd<T extends Element>(onNearEnd: () => void, enabled: boolean, round: number) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, round]);

  return sentinel;
}
