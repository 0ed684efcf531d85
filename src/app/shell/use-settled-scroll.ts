import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext, useLocation } from 'react-router-dom';

/** How long a restored place waits for its page to grow tall enough to reach it. */
export const SETTLE_MS = 10_000;
/** What the reader does to take the page over: from then on, where it is is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * ScrollRestoration puts a page back at its place once, as it renders. A page whose lists arrive afterwards (data
 * from the network after a reload or a stale cache, the main page's sections, covers) is too short at that moment, so
 * the browser stops at its end: back on a list, the reader landed far above where they were. This puts the page at
 * its place again each time it grows, until it gets there, the reader scrolls, another page opens or SETTLE_MS pass.
 * Only a restored place is pursued: a new navigation starts at the top as ScrollRestoration leaves it.
 */
export function useSettledScroll(): void {
  const target = useContext(RouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  useLayoutEffect(() => {
    if (typeof target !== 'number' || target <= 0 || typeof ResizeObserver !== 'function') return;
    const reached = () => {
      window.scrollTo(0, target);
      return Math.abs(window.scrollY - target) < 1;
    };
    if (reached()) return;
    const growth = new ResizeObserver(() => {
      if (reached()) stop();
    });
    const timer = setTimeout(stop, SETTLE_MS);
    function stop() {
      growth.disconnect();
      clearTimeout(timer);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    }
    growth.observe(document.body);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [location, target]);
}
