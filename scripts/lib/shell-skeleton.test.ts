import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import { PLATFORM_IDS } from '../../src/domain/enums';
import de from '../../src/i18n/locales/de';
import en from '../../src/i18n/locales/en';
import ja from '../../src/i18n/locales/ja';
import th from '../../src/i18n/locales/th';
import zhTW from '../../src/i18n/locales/zh-TW';
import { COVER_WIDTH_PX } from '@/features/catalog/detail/cover';
import { CARD_WIDTH } from '@/features/catalog/main/main-layout';
import { EARLY_IMAGE_WIDTH, withShellSkeleton } from './shell-skeleton';

const dictionaries = { ja, th, 'zh-TW': zhTW, en, de } as const;
const html = readFileSync('index.html', 'utf8');

describe("index.html's first paint (issue 28 finding 12)", () => {
  it.each(PLATFORM_IDS)(
    '%s: its language, its name and "loading" in its words, the shell hidden once a page is in',
    (id) => {
      const platform = platforms[id];
      const words = dictionaries[platform.locale].common;
      const page = withShellSkeleton(html, platform);
      expect(page).toContain(`<html lang="${platform.locale}">`);
      expect(page).toContain(`<title>${words.appName}</title>`);
      expect(page).toMatch(new RegExp(`<p class="status" role="status">${words.loading}</p>`));
      expect(page.indexOf('id="boot-shell"')).toBeGreaterThan(page.indexOf('<div id="root"></div>'));
      expect(page).toContain('#root:has(main) ~ #boot-shell');
      // The German variant serves the transfer only: no bottom bar to draw.
      expect(/#boot-shell \.nav \{\s*display: (\w+)/.exec(page)?.[1]).toBe(platform.transferOnly ? 'none' : 'block');
    },
  );

  it('refuses an index.html that lost the place for it', () => {
    expect(() =>
      withShellSkeleton(html.replace('<div id="root"></div>', '<div id="app"></div>'), platforms.japan),
    ).toThrow(/nowhere to go/);
  });

  it("draws the images index.html's script shows at the pages' own widths, so they do not jump when the page comes", () => {
    expect(EARLY_IMAGE_WIDTH).toEqual({ card: CARD_WIDTH, cover: COVER_WIDTH_PX });
    const page = withShellSkeleton(html, platforms.japan);
    expect(page).toContain(`#boot-shell .card img {\n        width: ${CARD_WIDTH.mobile}px;`);
    expect(page).toContain(`#boot-shell .cover img {\n        width: ${COVER_WIDTH_PX}px;`);
  });
});
