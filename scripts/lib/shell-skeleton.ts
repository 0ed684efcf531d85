import type { Plugin } from 'vite';
import type { PlatformConfig } from '../../platforms/types';
import { DESKTOP_BREAKPOINT, THEME_DIMENSIONS } from '../../src/domain/constants';
import de from '../../src/i18n/locales/de/common';
import en from '../../src/i18n/locales/en/common';
import ja from '../../src/i18n/locales/ja/common';
import th from '../../src/i18n/locales/th/common';
import zhTW from '../../src/i18n/locales/zh-TW/common';
import { theme } from '../../src/ui/theme';

/** What the first paint says, in the bundle's one language (the `common` namespace of its locale). */
const COMMON: Record<PlatformConfig['locale'], { appName: string; loading: string }> = {
  ja,
  th,
  'zh-TW': zhTW,
  en,
  de,
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const { colors, space, fontSizes, fonts } = theme;

/**
 * How wide the pages show the images that index.html's script puts into the skeleton (`.early`, the first screen's
 * largest): the main page's cards (CARD_WIDTH), the title page's cover (COVER_WIDTH_PX); a viewer page's image is as
 * wide as the shell and starts under a bar of the viewer's height, where the viewer shows it (the bottom bar steps aside,
 * and "loading" stays for screen readers only). shell-skeleton.test.ts holds the widths equal to the pages' own.
 */
export const EARLY_IMAGE_WIDTH = { card: { mobile: 108, desktop: 136 }, cover: 160 } as const;

/**
 * The shell's skeleton, in CSS the page already allows (inline styles: the CSP's style-src). It shows only where the
 * browser can also hide it (`:has`), and hides as soon as the app puts its first `<main>` into #root (the layout and
 * the root error page both render one): no script, no bytes in the bundle. Its bars have the shell's sizes, so the
 * page that replaces it does not move.
 */
function skeletonCss(platform: PlatformConfig): string {
  return `
      body {
        margin: 0;
      }
      #boot-shell {
        display: none;
      }
      @supports selector(:has(*)) {
        #boot-shell {
          display: block;
          max-width: ${THEME_DIMENSIONS.maxWidth}px;
          margin: 0 auto;
          font-family: ${fonts.body};
          color: ${colors.text};
        }
        #root:has(main) ~ #boot-shell {
          display: none;
        }
      }
      #boot-shell * {
        box-sizing: border-box;
      }
      #boot-shell .bar {
        display: flex;
        align-items: center;
        height: ${THEME_DIMENSIONS.topBar}px;
        padding: 0 ${space.lg}px;
        border-bottom: 1px solid ${colors.border};
        font-size: ${fontSizes.xl}px;
        font-weight: 700;
        color: ${colors.primary};
      }
      #boot-shell .status {
        margin: ${space.lg}px;
        /* Whole pixels: the early images below it then sit on a pixel row, as the page's own do. */
        line-height: ${Math.round(fontSizes.sm * theme.lineHeights.body)}px;
        font-size: ${fontSizes.sm}px;
        color: ${colors.textMuted};
      }
      #boot-shell .block {
        height: 180px;
        margin: ${space.lg}px;
        border-radius: ${theme.radii.md}px;
        background: ${colors.surface};
      }
      #boot-shell .row {
        height: 140px;
      }
      #boot-shell .early {
        display: flex;
        gap: ${space.sm}px;
        margin: ${space.lg}px;
      }
      #boot-shell .early ~ .block {
        display: none;
      }
      #boot-shell .early img {
        display: block;
        height: auto;
        border-radius: ${theme.radii.md}px;
        background: ${colors.surface};
        object-fit: cover;
      }
      #boot-shell .card img {
        width: ${EARLY_IMAGE_WIDTH.card.mobile}px;
      }
      #boot-shell .cover img {
        width: ${EARLY_IMAGE_WIDTH.cover}px;
      }
      #boot-shell .early.page {
        margin: 0;
      }
      #boot-shell:has(.early.page) .bar {
        height: ${THEME_DIMENSIONS.headerBar}px;
      }
      #boot-shell:has(.early.page) .nav {
        display: none;
      }
      #boot-shell:has(.early.page) .status {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      #boot-shell .page img {
        width: 100%;
        border-radius: 0;
      }
      @media (min-width: ${DESKTOP_BREAKPOINT + 1}px) {
        #boot-shell .card img {
          width: ${EARLY_IMAGE_WIDTH.card.desktop}px;
        }
        #boot-shell:has(.early.page) .bar {
          height: ${THEME_DIMENSIONS.viewerBarDesktop}px;
        }
      }
      #boot-shell .nav {
        display: ${platform.transferOnly ? 'none' : 'block'};
        position: fixed;
        bottom: 0;
        left: 50%;
        width: 100%;
        max-width: ${THEME_DIMENSIONS.maxWidth}px;
        height: ${THEME_DIMENSIONS.bottomBar}px;
        transform: translateX(-50%);
        background: ${colors.surface};
        border-top: 1px solid ${colors.border};
      }
      @media (min-width: ${DESKTOP_BREAKPOINT + 1}px) {
        #boot-shell .nav {
          display: none;
        }
      }
`;
}

/**
 * index.html for one bundle: its language on `<html>`, its name as the title, and the shell's skeleton after #root
 * that says what is loading in that language (issue 28 finding 12: a slow first visit saw a blank page).
 */
export function withShellSkeleton(html: string, platform: PlatformConfig): string {
  const texts = COMMON[platform.locale];
  const skeleton = `<div id="boot-shell" aria-busy="true">
      <div class="bar">${escape(texts.appName)}</div>
      <p class="status" role="status">${escape(texts.loading)}</p>
      <div class="block"></div>
      <div class="block row"></div>
      <div class="block row"></div>
      <div class="nav"></div>
    </div>`;
  const replaced = html
    .replace(/<html lang="[^"]*">/, `<html lang="${platform.locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(texts.appName)}</title>`)
    .replace('</style>', `${skeletonCss(platform)}    </style>`)
    .replace('<div id="root"></div>', `<div id="root"></div>\n    ${skeleton}`);
  if (!replaced.includes('id="boot-shell"') || !replaced.includes('#root:has(main)'))
    throw new Error('index.html lost its <div id="root"></div> or its <style>: the skeleton has nowhere to go.');
  return replaced;
}

export function shellSkeleton(platform: PlatformConfig): Plugin {
  return {
    name: 'webtoon:shell-skeleton',
    // Before Vite's own HTML work, so the skeleton's CSS is minified with the page's.
    transformIndexHtml: { order: 'pre', handler: (html) => withShellSkeleton(html, platform) },
  };
}
