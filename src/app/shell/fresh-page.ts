/** Where React Router's ScrollRestoration keeps the places of a tab's pages across documents. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * A page opened afresh (typed, pasted, followed from another site) starts at the top; only back, forward and reload
 * return to where the reader was (issue 14). ScrollRestoration keys such a page by its address (see scrollKey), so a
 * second visit by URL would land where the first was left: this forgets that place before the router mounts.
 */
export function forgetPlaceOfFreshPage(address: string): void {
  try {
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type !== 'navigate') return;
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    if (!(address in saved)) return;
    delete saved[address];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    // Storage refused (private mode, quota): ScrollRestoration itself then keeps nothing either.
  }
}
