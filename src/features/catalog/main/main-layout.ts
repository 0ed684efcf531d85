import { DESKTOP_BREAKPOINT } from '@/domain/constants';

// Fixed boxes shared by the main page and its skeletons, so nothing moves when the data arrives.

/** Height of the banner rail, in CSS pixels. */
export const BANNER_HEIGHT = { mobile: 168, desktop: 220 } as const;
/** Width of one card in a section rail; its cover has the main ratio 0.6 of spec §9. */
export const CARD_WIDTH = { mobile: 108, desktop: 136 } as const;
/** Room under a cover for two lines of name, one of creators and one of badges (ContentCard's type scale). */
export const CARD_TEXT_HEIGHT = 86;
export const COVER_RATIO = 0.6;

const desktop = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`;
export const BANNER_ICON_SIZES = `${desktop} ${BANNER_HEIGHT.desktop}px, ${BANNER_HEIGHT.mobile}px`;
export const CARD_SIZES = `${desktop} ${CARD_WIDTH.desktop}px, ${CARD_WIDTH.mobile}px`;
