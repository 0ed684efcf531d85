// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';
import { FIRST_SCREEN_NAMESPACES, markLocaleModule, markPhrases, MAX_MARKED_LENGTH, ZWSP } from './phrase-breaks';

const locales = fileURLToPath(new URL('./locales/', import.meta.url));
const moduleOf = (locale: string, namespace: string) => `${locales}${locale}/${namespace}.ts`;
const source = (locale: string, namespace: string) => readFileSync(moduleOf(locale, namespace), 'utf8');
const unmarked = (text: string) => text.replaceAll(ZWSP, '');

/** The single-quoted literals of a module, in order. */
const literals = (code: string) => [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1] ?? '');

describe('phrase breaks for zh-TW (issue 28, finding 8)', () => {
  it('puts a zero-width space between the phrases of a label, and nothing else', () => {
    const marked = markPhrases('封鎖的使用者', 'zh-TW');
    expect(marked).toContain(ZWSP);
    expect(unmarked(marked)).toBe('封鎖的使用者');
    expect(marked.split(ZWSP).every((phrase) => phrase.length > 0)).toBe(true);
  });

  it('never breaks next to digits, Latin letters or inside a placeholder, so t() still fills it', () => {
    const marked = markPhrases('是，我已滿 18 歲，有 {count} 份禮物待領取', 'zh-TW');
    expect(marked).toContain('{count}');
    expect(marked).not.toMatch(new RegExp(`${ZWSP}[\\w{ ]|[\\w} ]${ZWSP}`));
    const { t } = createTranslator({ gift: { waiting: marked } }, 'zh-TW', 'TWD');
    expect(unmarked(t('gift.waiting', { count: 3 }))).toBe('是，我已滿 18 歲，有 3 份禮物待領取');
  });

  it('leaves paragraphs, other languages and Japanese as they are', () => {
    const paragraph =
      '這是一段很長的說明文字，用來確認超過長度上限的訊息不會被加上任何不可見的分隔字元，以免增加檔案大小。';
    expect(paragraph.length).toBeGreaterThan(MAX_MARKED_LENGTH);
    expect(markPhrases(paragraph, 'zh-TW')).toBe(paragraph);
    expect(markPhrases('Show blocked users', 'zh-TW')).toBe('Show blocked users');
    expect(markPhrases('ブロックしたユーザー', 'ja')).toBe('ブロックしたユーザー');
    expect(markLocaleModule(source('ja', 'community'), moduleOf('ja', 'community'))).toBeNull();
  });

  it('marks every lazily loaded zh-TW dictionary without changing a key, an import or a word', () => {
    const namespaces = readdirSync(`${locales}zh-TW`)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -3))
      .filter((namespace) => !FIRST_SCREEN_NAMESPACES.has(namespace));
    let marks = 0;
    for (const namespace of namespaces) {
      const code = source('zh-TW', namespace);
      const marked = markLocaleModule(code, moduleOf('zh-TW', namespace)) ?? '';
      expect(unmarked(marked), namespace).toBe(code);
      expect(literals(marked).map(unmarked), namespace).toEqual(literals(code));
      marks += marked.split(ZWSP).length - 1;
    }
    // The labels the 360 px walk found cut: the comment tabs and the purchase sheet carry phrase boundaries.
    expect(markLocaleModule(source('zh-TW', 'community'), moduleOf('zh-TW', 'community'))).toContain(ZWSP);
    expect(markLocaleModule(source('zh-TW', 'purchase'), moduleOf('zh-TW', 'purchase'))).toContain(ZWSP);
    expect(marks).toBeGreaterThan(1000);
  });

  it('costs the first screen nothing: its dictionaries are not touched', () => {
    for (const namespace of FIRST_SCREEN_NAMESPACES) {
      const id = moduleOf('zh-TW', namespace);
      expect(markLocaleModule("const x = { a: '跳至主要內容' };", id), namespace).toBeNull();
    }
  });
});
