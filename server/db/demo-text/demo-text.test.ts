import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { HELP_CONTENT } from '../seed-help';
import { episodeName, SEED_BANNERS, SEED_TITLE_COUNT, seedTitles } from '../seed-catalog-data';
import { DEMO_LOCALES, DEMO_TEXT, demoLocaleOf } from '.';
import { COUPON_CODES, TAG_KEYS } from './types';

describe.each(DEMO_LOCALES)('the demo texts in %s', (locale) => {
  const text = DEMO_TEXT[locale];
  const titles = seedTitles(locale);

  it('fill every slot the seed picks from', () => {
    expect(text.titleFirst).toHaveLength(16);
    expect(text.titleSecond).toHaveLength(10);
    expect(text.episodeNames).toHaveLength(40);
    expect(new Set(text.episodeNames).size).toBe(40);
    expect(text.banners).toHaveLength(SEED_BANNERS.length);
    expect(Object.keys(text.tags).sort()).toEqual([...TAG_KEYS].sort());
    expect(Object.keys(text.coupons).sort()).toEqual([...COUPON_CODES].sort());
  });

  it('names 64 different titles, each with a two-sentence synopsis and translated tags', () => {
    expect(new Set(titles.map((t) => t.name)).size).toBe(SEED_TITLE_COUNT);
    for (const t of titles) {
      expect(t.description).toBe(
        [text.hooks[TAG_KEYS[t.index % TAG_KEYS.length] ?? 'revenge'], text.genreLines[t.genres[1] as 'drama']].join(
          text.sentenceGap,
        ),
      );
      for (const tag of t.tags) expect(Object.values(text.tags)).toContain(tag);
    }
  });

  it('keeps the flags and counts of the English catalogue', () => {
    // The words differ by language, and so does a title's reading (only Japanese titles have one).
    const strip = (t: ReturnType<typeof seedTitles>[number]) => ({
      ...t,
      name: '',
      description: '',
      tags: [],
      reading: null,
    });
    expect(titles.map(strip)).toEqual(seedTitles('en').map(strip));
  });

  it('names episodes in the language, deterministically', () => {
    expect(episodeName(locale, 0, 1)).toBe(text.episodeNames[0]);
    expect(episodeName(locale, 3, 5)).toBe(episodeName(locale, 3, 5));
  });
});

describe('the catalogue language of each deployment', () => {
  it('follows the platform, and the transfer-only German deployment seeds the English one', () => {
    expect(PLATFORM_IDS.map(demoLocaleOf)).toEqual(['ja', 'th', 'zh-TW', 'en', 'en']);
  });

  it.each(['japan', 'thai', 'taiwan'] as const)(
    '%s: the help notices name no title by its English name',
    (platform) => {
      const english = seedTitles('en').map((t) => t.name);
      const text = HELP_CONTENT[platform].notices.map((n) => `${n.title} ${n.body}`).join('\n');
      for (const name of english) expect(text).not.toContain(name);
    },
  );
});
