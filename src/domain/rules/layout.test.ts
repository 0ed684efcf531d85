import { describe, expect, it } from 'vitest';
import { computeLayout } from './layout';

const base = { innerWidth: 375, outerWidth: 375, innerHeight: 800, inApp: false, maxWidth: 720 };

describe('computeLayout (spec §4: desktop above 600, width capped at the max width)', () => {
  it.each([
    [599, false, 599],
    [600, false, 600],
    [601, true, 601],
    [720, true, 720],
    [721, true, 720],
    [1920, true, 720],
  ])('window %i px → desktop %s, width %i', (innerWidth, isDesktop, width) => {
    expect(computeLayout({ ...base, innerWidth, outerWidth: innerWidth })).toEqual({ isDesktop, width, height: 800 });
  });

  it('in the app the narrower outer width counts', () => {
    expect(computeLayout({ ...base, inApp: true, innerWidth: 800, outerWidth: 500 })).toMatchObject({
      isDesktop: false,
      width: 500,
    });
    expect(computeLayout({ ...base, inApp: true, innerWidth: 500, outerWidth: 800 })).toMatchObject({ width: 500 });
  });

  it('in the app an outer width of 0 (not reported) is ignored', () => {
    expect(computeLayout({ ...base, inApp: true, innerWidth: 700, outerWidth: 0 })).toMatchObject({
      isDesktop: true,
      width: 700,
    });
  });

  it('in a browser the outer width is ignored', () => {
    expect(computeLayout({ ...base, innerWidth: 800, outerWidth: 500 })).toMatchObject({ isDesktop: true, width: 720 });
  });

  it('respects a smaller configured max width', () => {
    expect(computeLayout({ ...base, innerWidth: 1000, maxWidth: 600 })).toMatchObject({ isDesktop: false, width: 600 });
  });
});
