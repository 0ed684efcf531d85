import { DESKTOP_BREAKPOINT } from '../constants';

/** Spec §4 "Layout": width = min(window width (and outer width in the app), max width); desktop above 600. */
export function computeLayout(input: {
  innerWidth: number;
  outerWidth: number;
  innerHeight: number;
  inApp: boolean;
  maxWidth: number;
}): { isDesktop: boolean; width: number; height: number } {
  const windowWidth =
    input.inApp && input.outerWidth > 0 ? Math.min(input.innerWidth, input.outerWidth) : input.innerWidth;
  const width = Math.min(windowWidth, input.maxWidth);
  return { isDesktop: width > DESKTOP_BREAKPOINT, width, height: input.innerHeight };
}
