import platform from '@platform';
import { computeLayout } from '@/domain/rules/layout';
import { plainAction, plainSlice } from './plain-slice';

export interface LayoutState {
  isDesktop: boolean;
  width: number;
  height: number;
}

/** Spec §4 "Layout" for a window; `inApp` counts the outer width too (the app's web view). */
export function layoutOfWindow(
  win: Pick<Window, 'innerWidth' | 'outerWidth' | 'innerHeight'>,
  inApp = false,
): LayoutState {
  return computeLayout({
    innerWidth: win.innerWidth,
    outerWidth: win.outerWidth,
    innerHeight: win.innerHeight,
    inApp,
    maxWidth: platform.maxWidth,
  });
}

function initialLayout(): LayoutState {
  // The first render already has the right navigation, instead of flashing the mobile one on a desktop.
  if (typeof window === 'undefined') return { isDesktop: true, width: platform.maxWidth, height: 0 };
  return layoutOfWindow(window);
}

export const layoutMeasured = plainAction<LayoutState>('layout/layoutMeasured');

export const layoutSlice = plainSlice<LayoutState>('layout', initialLayout, (_state, action) =>
  layoutMeasured.match(action) ? action.payload : undefined,
);
