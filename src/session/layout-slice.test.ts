import { describe, expect, it } from 'vitest';
import { makeTestStore } from '@/testing/store';
import { layoutMeasured, layoutOfWindow } from './layout-slice';
import { selectLayout } from './selectors';

const win = (innerWidth: number, outerWidth = innerWidth, innerHeight = 800) => ({
  innerWidth,
  outerWidth,
  innerHeight,
});

describe('layout (spec §4): desktop above 600, width capped at 720', () => {
  it.each([
    [600, false, 600],
    [601, true, 601],
    [720, true, 720],
    [1920, true, 720],
    [375, false, 375],
  ])('window %i → desktop %s, width %i', (width, isDesktop, expected) => {
    expect(layoutOfWindow(win(width))).toEqual({ isDesktop, width: expected, height: 800 });
  });

  it('counts the outer width only in the app', () => {
    expect(layoutOfWindow(win(1024, 500), true)).toMatchObject({ isDesktop: false, width: 500 });
    expect(layoutOfWindow(win(1024, 500), false)).toMatchObject({ isDesktop: true, width: 720 });
  });

  it('stores a measurement', () => {
    const store = makeTestStore();
    store.dispatch(layoutMeasured(layoutOfWindow(win(400, 400, 700))));
    expect(selectLayout(store.getState())).toEqual({ isDesktop: false, width: 400, height: 700 });
  });
});
