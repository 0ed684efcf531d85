import { describe, expect, it } from 'vitest';
import de from './locales/de';
import en from './locales/en';
import ja from './locales/ja';
import th from './locales/th';
import zhTW from './locales/zh-TW';
import { isPluralForms } from './plural';

type Leaves = Map<string, string>;

/** Dotted key → text. A plural message is one key (its `other` form); all its forms are listed by pluralForms. */
function leaves(node: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (isPluralForms(value)) out.set(path, value.other);
    else leaves(value, path, out);
  }
  return out;
}

function pluralForms(node: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPluralForms(value)) for (const form of Object.values(value)) out.push([path, String(form)]);
    else if (value && typeof value === 'object') pluralForms(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const reference = leaves(en);
const others = { ja, th, 'zh-TW': zhTW, de } as const;

/**
 * Share of a namespace's messages that must differ from English. The product name, "OK" and loanwords such as
 * "Shop" or "Ranking" may stay the same; whole namespaces copied from en may not.
 */
// ui: the genre badge "BL" and the age badge "18+" are the same in most languages.
const TRANSLATED_SHARE: Record<string, number> = { errors: 1, ui: 0.8, common: 0.75 };
const DEFAULT_SHARE = 0.5;

describe.each(Object.entries(others))('locale %s', (_name, dictionary) => {
  const own = leaves(dictionary);

  it('has exactly the key set of en', () => {
    expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty message', () => {
    const empty = [...own].filter(([, text]) => text.trim() === '').map(([key]) => key);
    const emptyForms = pluralForms(dictionary).filter(([, text]) => text.trim() === '');
    expect([...empty, ...emptyForms.map(([k]) => k)]).toEqual([]);
  });

  it('uses the same {placeholders} as en', () => {
    const wrong = [...own].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(reference.get(key) ?? '').join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(en))('namespace %s is translated, not an English copy', (namespace) => {
    const keys = [...reference.keys()].filter((k) => k.startsWith(`${namespace}.`));
    const copied = keys.filter((k) => own.get(k) === reference.get(k));
    expect(keys.length).toBeGreaterThan(0);
    expect(1 - copied.length / keys.length, `copied from en: ${copied.join(', ')}`).toBeGreaterThanOrEqual(
      TRANSLATED_SHARE[namespace] ?? DEFAULT_SHARE,
    );
  });
});

describe('locale en', () => {
  it('has no empty message', () => {
    expect([...reference].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('landmark names', () => {
  // Regions on one screen need names of their own (axe landmark-unique): the toast host is on every screen, so no
  // section's heading may read like it. The settings page's push section once did in four locales.
  it.each([
    ['ja', ja],
    ['th', th],
    ['zh-TW', zhTW],
    ['en', en],
    ['de', de],
  ] as const)('%s: the push settings section is not named like the toast region', (_, m) => {
    expect(m.settings.push.heading).not.toBe(m.ui.notifications);
  });
});
