import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { platforms } from '../platforms';
import { PLATFORM_IDS, type PlatformId } from '../src/domain/enums';
import de from '../src/i18n/locales/de';
import en from '../src/i18n/locales/en';
import ja from '../src/i18n/locales/ja';
import th from '../src/i18n/locales/th';
import zhTW from '../src/i18n/locales/zh-TW';

// Each bundle must carry its own config and locale, and nothing of another's.
const dictionaries = { ja, th, 'zh-TW': zhTW, en, de } as const;
const PROBE_KEYS = ['EMPTY_EMAIL', 'COIN_INSUFFICIENT', 'INCORRECT_PASSWORD', 'ALREADY_USED_EMAIL'] as const;

function bundleText(platform: PlatformId): string {
  const dir = join('dist', platform, 'assets');
  const js = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const text = [readFileSync(join('dist', platform, 'index.html'), 'utf8'), ...js].join('\n');
  // Minifiers may write non-ASCII characters as \uXXXX escapes: compare decoded text. The zh-TW phrase marks
  // (U+200B, src/i18n/phrase-breaks.ts) are where a line may break, not part of a message's words.
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\u200B/g, '');
}

/** Messages of a locale that no other locale shares, as they appear in a JS string literal. */
function distinctive(locale: keyof typeof dictionaries): string[] {
  const others = Object.entries(dictionaries)
    .filter(([l]) => l !== locale)
    .map(([, d]) => d);
  return PROBE_KEYS.map((k) => dictionaries[locale].errors[k]).filter((text) =>
    others.every((o) => !Object.values(o.errors).includes(text)),
  );
}

for (const id of PLATFORM_IDS) {
  test(`the ${id} bundle carries its own config and locale only`, () => {
    const text = bundleText(id);
    const own = platforms[id];
    expect(text).toContain(own.timeZone);
    const mine = distinctive(own.locale);
    expect(mine.length).toBeGreaterThan(0);
    for (const message of mine) expect(text).toContain(JSON.stringify(message).slice(1, -1));
    for (const other of PLATFORM_IDS.filter((p) => p !== id)) {
      const cfg = platforms[other];
      // 'UTC' is a word any date library may contain; the named zones are not.
      if (cfg.timeZone !== own.timeZone && cfg.timeZone !== 'UTC')
        expect(text, `time zone of ${other}`).not.toContain(`"${cfg.timeZone}"`);
      if (cfg.locale === own.locale) continue;
      for (const message of distinctive(cfg.locale)) {
        expect(text, `${cfg.locale} text in the ${id} bundle`).not.toContain(JSON.stringify(message).slice(1, -1));
      }
    }
  });
}

// Every namespace that loads with its screens must reach the bundle: a dropped registration shows keys, not texts.
const LAZY_NAMESPACES = [
  'auth',
  'account',
  'adult',
  'detail',
  'errors',
  'home',
  'legal',
  'library',
  'purchase',
  'rewards',
  'search',
  'shop',
  'viewer',
  'wallet',
  'withdrawal',
  'help',
] as const;
// The German variant serves the terms and the privacy policy too: the transfer asks its readers to agree to them.
const TRANSFER_ONLY_NAMESPACES = ['auth', 'errors', 'legal', 'transfer'] as const;

/** The namespace's longest message that any minifier writes verbatim (no quotes, escapes or placeholders). */
function longestMessage(node: unknown): string {
  if (typeof node === 'string') return /["'`\\${}\n]/.test(node) ? '' : node;
  return Object.values(node as Record<string, unknown>)
    .map(longestMessage)
    .reduce((a, b) => (b.length > a.length ? b : a), '');
}

for (const id of PLATFORM_IDS) {
  test(`the ${id} bundle carries the messages of every screen it serves`, () => {
    const text = bundleText(id);
    const dictionary = dictionaries[platforms[id].locale];
    const namespaces = platforms[id].transferOnly ? TRANSFER_ONLY_NAMESPACES : LAZY_NAMESPACES;
    for (const ns of namespaces) {
      const message = longestMessage(dictionary[ns]);
      expect(message.length, `a probe message of ${ns}`).toBeGreaterThan(8);
      expect(text, `${ns} messages in the ${id} bundle`).toContain(message);
    }
  });
}
