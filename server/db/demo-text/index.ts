import type { PlatformId } from '../../../src/domain/enums';
import { en } from './en';
import { ja } from './ja';
import { th } from './th';
import type { DemoText } from './types';
import { zhTW } from './zh-TW';

export type DemoLocale = 'ja' | 'th' | 'zh-TW' | 'en';
export const DEMO_LOCALES: readonly DemoLocale[] = ['ja', 'th', 'zh-TW', 'en'];

export const DEMO_TEXT: Record<DemoLocale, DemoText> = { ja, th, 'zh-TW': zhTW, en };

/**
 * The language of a deployment's catalogue (titles are shared by every platform of one database). The German
 * deployment has no catalogue of its own: its readers' libraries move to 'me', so it seeds the English one.
 */
export function demoLocaleOf(platform: PlatformId): DemoLocale {
  const locales: Record<PlatformId, DemoLocale> = { japan: 'ja', thai: 'th', taiwan: 'zh-TW', me: 'en', de: 'en' };
  return locales[platform];
}

/** The welcome gift in its reader's language: German readers of the transfer-only deployment get it in German. */
export function welcomeGiftText(platform: PlatformId): DemoText['gift'] {
  if (platform === 'de') return { title: 'Willkommensgeschenk', message: 'Danke, dass du bei uns liest.' };
  return DEMO_TEXT[demoLocaleOf(platform)].gift;
}
