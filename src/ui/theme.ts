// A relative import: the build's config reads the theme too (scripts/lib/shell-skeleton.ts), without the app's aliases.
import { BOTTOM_SHEET_Z_INDEX, DESKTOP_BREAKPOINT, MODAL_Z_INDEX, THEME_DIMENSIONS } from '../domain/constants';

// Latin first, then the CJK and Thai faces each platform's readers have, so every bundle renders its own script
// with a native font and never falls back to a boxy default.
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  'Meiryo',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  '"Noto Sans TC"',
  '"Noto Sans Thai"',
  '"Leelawadee UI"',
  'Tahoma',
  'sans-serif',
].join(', ');

/**
 * Design tokens (spec §9). Every text colour pair meets WCAG AA (4.5:1) and control borders 3:1; theme.test.ts
 * measures them, so a new colour cannot quietly break contrast.
 */
export const theme = {
  colors: {
    primary: '#00796b',
    primaryHover: '#00695c',
    primaryActive: '#004d40',
    primarySoft: '#e0f2f1',
    onPrimary: '#ffffff',
    text: '#1f2328',
    textMuted: '#5c6370',
    background: '#ffffff',
    surface: '#f5f7f8',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    danger: '#c62828',
    dangerHover: '#b3261e',
    onDanger: '#ffffff',
    success: '#2e7d32',
    onSuccess: '#ffffff',
    toast: '#263238',
    onToast: '#ffffff',
    focus: '#004d40',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  space: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  radii: { sm: 4, md: 8, lg: 16, pill: 999 },
  fonts: { body: FONT_STACK, mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  fontSizes: { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  // Thai marks stack above and below the line: body text needs the taller line height.
  lineHeights: { tight: 1.3, body: 1.6 },
  layout: {
    maxWidth: THEME_DIMENSIONS.maxWidth,
    topBar: THEME_DIMENSIONS.topBar,
    headerBar: THEME_DIMENSIONS.headerBar,
    bottomBar: THEME_DIMENSIONS.bottomBar,
    tab: THEME_DIMENSIONS.tab,
    detailBottomBar: THEME_DIMENSIONS.detailBottomBar,
    viewerBarDesktop: THEME_DIMENSIONS.viewerBarDesktop,
    /** Smallest touch target of a control. */
    control: 44,
  },
  zIndices: {
    floating: 900,
    header: 1000,
    nav: 1000,
    bottomSheet: BOTTOM_SHEET_Z_INDEX,
    modal: MODAL_Z_INDEX,
    // A toast must stay readable while a modal is open.
    toast: MODAL_Z_INDEX + 100,
  },
  media: {
    /** Spec §4: desktop when the width exceeds 600. */
    desktop: `@media (min-width: ${DESKTOP_BREAKPOINT + 1}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  shadows: {
    raised: '0 1px 3px rgba(0, 0, 0, 0.16)',
    overlay: '0 8px 32px rgba(0, 0, 0, 0.24)',
  },
  durations: { fast: 150, normal: 250 },
} as const;

export type AppTheme = typeof theme;
