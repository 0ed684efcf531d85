import type { Theme } from '@emotion/react';
import { DESKTOP_BREAKPOINT } from '@/domain/constants';

// Fixed boxes shared by the main page and its skeletons, so nothing moves when the data arrives.

/** Height of the banner rail, in CSS pixels. */
export const BANNER_HEIGHT = { mobile: 168, desktop: 220 } as const;
/** Width of one card in a section rail; its cover has the main ratio 0.6 of spec §9. */
export const CARD_WIDTH = { mobile: 108, desktop: 136 } as const;
/** Room under a cover for two lines of name, one of creators and one of badges (ContentCard's type scale). */
export const CARD_TEXT_HEIGHT = 86;
export const COVER_RATIO = 0.6;
/**
 * Covers of the first section that load with `fetchpriority="high"`: those a 390 CSS px phone shows whole (3 × 108 px
 * and the gaps). They and the first banner are the page's LCP candidates; the rest of the section stays eager without
 * the boost, and every later section lazy (issue 30).
 */
export const PRIORITY_CARDS = 3;

const desktop = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`;
export const BANNER_ICON_SIZES = `${desktop} ${BANNER_HEIGHT.desktop}px, ${BANNER_HEIGHT.mobile}px`;
export const CARD_SIZES = `${desktop} ${CARD_WIDTH.desktop}px, ${CARD_WIDTH.mobile}px`;

const card = (width: number) => `
  width: ${width}px;
  min-height: ${width / COVER_RATIO + CARD_TEXT_HEIGHT}px;
`;

/**
 * A rail of covers inside its section (the main page's sections, the title page's recommendations): one row that
 * scrolls sideways, cards of one fixed size, badges on one line so no card grows taller than its box.
 */
export const coverRow = (theme: Theme, paddingY: number) => `
  & > ul {
    display: flex;
    gap: ${theme.space.sm}px;
    margin: 0;
    padding: ${paddingY}px ${theme.space.lg}px;
    overflow-x: auto;
    list-style: none;
    scrollbar-width: none;
  }
  & > ul > li {
    flex: none;
    ${card(CARD_WIDTH.mobile)}
    ${theme.media.desktop} {
      ${card(CARD_WIDTH.desktop)}
    }
  }
  li ul {
    flex-wrap: nowrap;
    overflow: hidden;
  }
`;
