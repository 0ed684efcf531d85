import platform from '@platform';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { computeLayout } from '@/domain/rules/layout';

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

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayout,
  reducers: {
    layoutMeasured(_state, action: PayloadAction<LayoutState>) {
      return action.payload;
    },
  },
});

export const { layoutMeasured } = layoutSlice.actions;
