import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/legal';
import en from '@/i18n/locales/en/legal';
import ja from '@/i18n/locales/ja/legal';
import th from '@/i18n/locales/th/legal';
import zhTW from '@/i18n/locales/zh-TW/legal';
import { documentBlocks } from './document-blocks';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from './sections';

const locales = { ja, th, 'zh-TW': zhTW, en, de };

describe.each(Object.entries(locales))('the legal texts in %s', (locale, legal) => {
  it('have every section of both documents, with a heading and at least one block', () => {
    for (const id of TERMS_SECTIONS) {
      expect(legal.terms.sections[id].heading.trim()).not.toBe('');
      expect(documentBlocks(legal.terms.sections[id].body).length).toBeGreaterThan(0);
    }
    for (const id of PRIVACY_SECTIONS) {
      expect(legal.privacy.sections[id].heading.trim()).not.toBe('');
      expect(documentBlocks(legal.privacy.sections[id].body).length).toBeGreaterThan(0);
    }
  });

  it('state the service’s numbers: 72 hours, 7 days, 30 days, age 18, 500 characters, the 2025 deadline', () => {
    const terms = Object.values(legal.terms.sections)
      .map((s) => s.body)
      .join('\n');
    for (const figure of ['72', '7', '30', '18', '500', '2025', '23:59', '3,000', '200', '90']) {
      expect(terms.replace('3.000', '3,000')).toContain(figure);
    }
    const cookies = legal.privacy.sections.cookies.body;
    expect(documentBlocks(cookies).find((b) => b.kind === 'list')).toMatchObject({ items: expect.any(Array) });
    for (const figure of ['10', '2', '1']) expect(cookies).toContain(figure);
  });

  it.runIf(locale !== 'en')('are translated, not English', () => {
    expect(legal.terms.title).not.toBe(en.terms.title);
    for (const id of TERMS_SECTIONS) expect(legal.terms.sections[id].body).not.toBe(en.terms.sections[id].body);
    for (const id of PRIVACY_SECTIONS) expect(legal.privacy.sections[id].body).not.toBe(en.privacy.sections[id].body);
  });

  it('carry no markup', () => {
    expect(JSON.stringify(legal)).not.toMatch(/<[a-z/]/i);
  });
});
