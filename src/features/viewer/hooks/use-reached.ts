import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** How far below the screen the end of an episode counts as near: one more screen of reading. */
export const NEAR_MARGIN = '0px 0px 100% 0px';

/**
 * Whether `target` has come within `rootMargin` of the screen, once: it stays true after that, so what it starts (a
 * request, a chunk) is not undone by scrolling back up. One IntersectionObserver; no scroll handler.
 */
export function useReached(target: RefObject<HTMLElement | null>, rootMargin = NEAR_MARGIN): boolean {
  const [reached, setReached] = useState(false);
  // From the element's commit, not a task later (the viewer's surface commits at transition priority).
  useLayoutEffect(() => {
    const element = target.current;
    if (reached || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What it starts renders as a transition, in slices that yield to the reader's scrolling: the episode's
        // end mounting its aside (the best comments) was one 49 ms task at 4x CPU in the bench's scroll (issue 30).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setReached(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, reached]);
  return reached;
}
