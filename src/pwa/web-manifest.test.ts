import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import de from '../i18n/locales/de';
import en from '../i18n/locales/en';
import ja from '../i18n/locales/ja';
import th from '../i18n/locales/th';
import zhTW from '../i18n/locales/zh-TW';
import { theme } from '../ui/theme';
import { MANIFEST_ICONS, TRANSFER_START, webManifest } from './web-manifest';

const dictionaries = { ja, th, 'zh-TW': zhTW, en, de } as const;

describe('the web app manifest of each platform', () => {
  it.each(Object.values(platforms).filter((p) => !p.transferOnly))(
    '$id installs as the reading service in its language',
    (platform) => {
      const texts = dictionaries[platform.locale];
      expect(webManifest(platform)).toMatchObject({
        id: '/',
        name: texts.common.appName,
        short_name: texts.common.appName,
        description: texts.pwa.manifest.description,
        lang: platform.locale,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: theme.colors.primary,
        background_color: theme.colors.background,
      });
    },
  );

  it('de installs as the transfer service it has become, started at the transfer', () => {
    expect(webManifest(platforms.de)).toMatchObject({
      id: TRANSFER_START,
      start_url: TRANSFER_START,
      scope: '/',
      lang: 'de',
      name: de.pwa.manifest.transferName,
      short_name: de.pwa.manifest.transferShortName,
      description: de.pwa.manifest.transferDescription,
    });
  });

  it('names icons that exist in public/, at the sizes install prompts ask for, one maskable', () => {
    const icons = webManifest(platforms.japan).icons;
    expect(icons).toEqual(MANIFEST_ICONS);
    for (const icon of icons) expect(existsSync(`public${icon.src}`)).toBe(true);
    const sizes = icons.filter((i) => i.type === 'image/png' && i.purpose === 'any').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(existsSync('public/icons/apple-touch-icon.png')).toBe(true);
  });

  it('gives each short name room under a home-screen icon', () => {
    for (const platform of Object.values(platforms))
      expect(webManifest(platform).short_name.length).toBeLessThanOrEqual(12);
  });
});
