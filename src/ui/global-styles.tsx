import { css, Global, type Theme } from '@emotion/react';

const styles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  /* Japanese breaks between phrases, not inside a word ("1,000コイ/ン", "出席済/み"): Chromium's built-in phrase model
     (the one BudouX ships). A button's or a tab's label in Japanese or Chinese stays whole while it fits, and breaks
     only where it cannot (keep-all with break-word). Not a form's <label>: a long one (a package, a switch with its
     hint) would then be one unbreakable word and push its row past the screen. Chinese has no auto-phrase: its
     messages carry a zero-width space between phrases from the build (src/i18n/phrase-breaks.ts), so keep-all on its
     headings too breaks them only there; a title from the catalogue (no marks) still breaks where it must. */
  :lang(ja) {
    word-break: auto-phrase;
  }
  :is(:lang(ja), :lang(zh-TW)) :is(button, [role='tab']),
  :lang(zh-TW) :is(h1, h2, h3, h4) {
    word-break: keep-all;
    overflow-wrap: break-word;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md}px;
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4,
  p {
    margin: 0;
  }
  img {
    max-width: 100%;
    display: block;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${theme.colors.primary};
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
