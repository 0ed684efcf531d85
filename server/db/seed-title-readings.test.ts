import { describe, expect, it } from 'vitest';
import { seedTitles } from './seed-catalog-data';
import { seedTitleReading } from './seed-title-readings';

describe('the demo titles’ readings', () => {
  it('gives every Japanese title its reading in hiragana, the sequel’s mark too', () => {
    const japanese = seedTitles('ja');
    for (const title of japanese) expect(title.reading, title.name).toMatch(/^[\p{Script=Hiragana}ー ]+$/u);
    expect(japanese.find((t) => t.name === '月影の剣')?.reading).toBe('つきかげのけん');
    expect(japanese.find((t) => t.name.endsWith(' 第二部'))?.reading).toMatch(/ だいにぶ$/);
  });

  it.each(['th', 'zh-TW', 'en'] as const)('keeps none for %s, whose readers type the script itself', (locale) => {
    expect(seedTitles(locale).every((t) => t.reading === null)).toBe(true);
  });

  it('refuses a Japanese part it has no reading for, so a new demo title cannot go without one', () => {
    expect(() => seedTitleReading('ja', '新しい', '剣', false)).toThrow('新しい');
  });
});
