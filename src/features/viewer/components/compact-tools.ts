import { theme } from '@/ui';

/**
 * Marks the phone's bottom row of the viewer bar: the tools in it (mode, auto-continue) take their compact look there,
 * so the row stays one line at 360 px in every language. A tool styles itself with `${COMPACT} &`.
 */
export const COMPACT_TOOLS_ATTRIBUTE = 'data-compact-tools';
export const COMPACT = `[${COMPACT_TOOLS_ATTRIBUTE}]`;

/** The bar's heights that the reading surface keeps clear of: the top row, and the phone's bottom row of tools. */
export interface BarInsets {
  top: number;
  bottom: number;
}

export function barInsets(isDesktop: boolean): BarInsets {
  return isDesktop
    ? { top: theme.layout.viewerBarDesktop, bottom: 0 }
    : { top: theme.layout.headerBar, bottom: theme.layout.headerBar };
}

/** Text that is there for assistive technology only in the compact row (an icon shows instead). */
export const hiddenWhenCompact = `
  ${COMPACT} & {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;
