import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPlaceOfFreshPage, SCROLL_POSITIONS_KEY } from './fresh-page';

function loadedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

const saved = () => JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as unknown;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('forgetPlaceOfFreshPage', () => {
  it('forgets the place of the page opened afresh, and only that one', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ '/home/ranking': 1800, abc: 300 }));
    loadedBy('navigate');
    forgetPlaceOfFreshPage('/home/ranking');
    expect(saved()).toEqual({ abc: 300 });
  });

  it.each(['reload', 'back_forward'] as const)('keeps the place when the page came back by %s', (type) => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ '/home/ranking': 1800 }));
    loadedBy(type);
    forgetPlaceOfFreshPage('/home/ranking');
    expect(saved()).toEqual({ '/home/ranking': 1800 });
  });

  it('survives unreadable storage', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    loadedBy('navigate');
    expect(() => forgetPlaceOfFreshPage('/')).not.toThrow();
  });
});
