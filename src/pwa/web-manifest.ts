// Relative imports only: the build's config (vite.config.ts) writes the manifest with this, without the app's aliases.
import type { PlatformConfig } from '../../platforms/types';
import de from '../i18n/locales/de/common';
import deTexts from '../i18n/locales/de/pwa';
import en from '../i18n/locales/en/common';
import enTexts from '../i18n/locales/en/pwa';
import ja from '../i18n/locales/ja/common';
import jaTexts from '../i18n/locales/ja/pwa';
import th from '../i18n/locales/th/common';
import thTexts from '../i18n/locales/th/pwa';
import zhTW from '../i18n/locales/zh-TW/common';
import zhTWTexts from '../i18n/locales/zh-TW/pwa';
import { theme } from '../ui/theme';

type Locale = PlatformConfig['locale'];

const TEXTS: Record<Locale, { appName: string; manifest: (typeof enTexts)['manifest'] }> = {
  ja: { appName: ja.appName, manifest: jaTexts.manifest },
  th: { appName: th.appName, manifest: thTexts.manifest },
  'zh-TW': { appName: zhTW.appName, manifest: zhTWTexts.manifest },
  en: { appName: en.appName, manifest: enTexts.manifest },
  de: { appName: de.appName, manifest: deTexts.manifest },
};

/** Where the German variant starts: its only screens are the transfer's (src/app/paths.ts, transferNote). */
export const TRANSFER_START = '/transfer/note';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** The PNG icons in public/icons (rendered from favicon.svg): the sizes install prompts and home screens ask for. */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/**
 * The web app manifest of one platform's bundle (issue 29): named in its language, started at its home, coloured by
 * the design tokens. The German variant installs as the transfer service it has become. `id` is the start path, so
 * that an installed app keeps its identity if the start page ever gains query parameters.
 */
export function webManifest(platform: Pick<PlatformConfig, 'locale' | 'transferOnly'>): WebManifest {
  const { appName, manifest } = TEXTS[platform.locale];
  const start = platform.transferOnly ? TRANSFER_START : '/';
  return {
    id: start,
    name: platform.transferOnly ? manifest.transferName : appName,
    short_name: platform.transferOnly ? manifest.transferShortName : appName,
    description: platform.transferOnly ? manifest.transferDescription : manifest.description,
    lang: platform.locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    icons: [...MANIFEST_ICONS],
  };
}
