import type { ContentSort } from '../../src/domain/catalog';
import type { BannerLayout, ContentList, ContentStatus, CreatorType, Schedule } from '../../src/domain/enums';
import { DEMO_TEXT, type DemoLocale } from './demo-text';
import { GENRE_KEYS, type GenreKey, TAG_KEYS, type TagKey } from './demo-text/types';
import { seedTitleReading } from './seed-title-readings';

/** Deterministic inputs of the catalogue seed: the same titles, in the same order, on every run. */
export const SEED_TITLE_COUNT = 64;
/** Title index 0 carries 200 episodes; episode 1 of title index 1 carries 200 images. */
export const LONG_TITLE_EPISODES = 200;
export const LONG_EPISODE_IMAGES = 200;

const GENRES = GENRE_KEYS;
const TAGS = TAG_KEYS;
const PEOPLE = [
  'Aoi Sato',
  'Min-jun Park',
  'Lena Vogel',
  'Ploy Srisuk',
  'Wei Lin',
  'Hana Ito',
  'Jonas Berg',
  'Mai Tran',
  'Ren Kato',
  'Sora Kim',
  'Nina Roth',
  'Kai Chen',
  'Yuki Mori',
  'Tae Oh',
  'Mila Weiss',
  'Arun Dee',
  'Ji-woo Han',
  'Ema Ueda',
  'Leo Brandt',
  'Ying Hsu',
];
const WEEK: Schedule[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'TEN'];

export interface SeedTitle {
  index: number;
  name: string;
  /** How the name is read, for search (kana for the Japanese titles); null where none is kept. */
  reading: string | null;
  description: string;
  status: ContentStatus;
  schedule: Schedule;
  isAdult: boolean;
  isBl: boolean;
  genres: string[];
  tags: string[];
  creators: { person: number; type: CreatorType }[];
  episodeCount: number;
  freeEpisodeCount: number;
  waitFree: { hours: number; excludeLatest: number } | null;
  /** Episodes 1..n of this title became free from yesterday on (a time-limited campaign). */
  campaignFreeUpTo: number;
  viewCount: number;
  /** Days between two episodes (7 weekly, 10 for TEN) and how long ago the latest one came out. */
  intervalDays: number;
  latestDaysAgo: number;
}

/** The catalogue in one language (`en` by default): the same slots, numbers and flags in every language. */
export function seedTitles(locale: DemoLocale = 'en'): SeedTitle[] {
  const text = DEMO_TEXT[locale];
  return Array.from({ length: SEED_TITLE_COUNT }, (_, i) => {
    const schedule = WEEK[i % WEEK.length] ?? 'MONDAY';
    const status: ContentStatus = i % 7 === 5 ? 'COMPLETED' : i % 11 === 6 ? 'PAUSED' : 'SCHEDULED';
    const first = text.titleFirst[i % text.titleFirst.length] ?? '';
    const second = text.titleSecond[(i * 3) % text.titleSecond.length] ?? '';
    const name = text.titleName(first, second, i >= 40);
    const genres: GenreKey[] = [GENRES[i % 2] ?? 'action', GENRES[2 + (i % 6)] ?? 'drama'];
    const tagKeys = [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length], TAGS[(i * 11 + 5) % TAGS.length]].filter(
      (t): t is TagKey => t !== undefined,
    );
    // A synopsis of two real sentences: the premise of the first tag, then the tone of the second genre.
    const description = [text.hooks[tagKeys[0] ?? 'revenge'], text.genreLines[genres[1] ?? 'drama']].join(
      text.sentenceGap,
    );
    const creators: SeedTitle['creators'] =
      i % 3 === 0
        ? [
            { person: i % PEOPLE.length, type: 'WRITER' },
            { person: (i + 7) % PEOPLE.length, type: 'ARTIST' },
            { person: (i + 13) % PEOPLE.length, type: 'ORIGINAL' },
          ]
        : [{ person: i % PEOPLE.length, type: 'AUTHOR' }];
    return {
      index: i,
      name,
      reading: seedTitleReading(locale, first, second, i >= 40),
      description,
      status,
      schedule,
      isAdult: i % 9 === 4,
      isBl: i % 10 === 3,
      genres,
      tags: [...new Set(tagKeys.map((key) => text.tags[key]))],
      creators,
      episodeCount: i === 0 ? LONG_TITLE_EPISODES : 6 + ((i * 7) % 28),
      freeEpisodeCount: i % 4 === 0 ? 10 : 2 + (i % 2),
      waitFree: i % 3 === 0 ? { hours: 24 + (i % 2) * 48, excludeLatest: 3 } : null,
      campaignFreeUpTo: i % 6 === 1 ? 6 : 0,
      viewCount: 1000 + ((i * 7919) % 500_000),
      intervalDays: schedule === 'TEN' ? 10 : 7,
      latestDaysAgo: status === 'SCHEDULED' ? i % 7 : 30 + (i % 60),
    };
  });
}

export function personName(person: number): string {
  return PEOPLE[person % PEOPLE.length] ?? 'Anonymous';
}
export const SEED_PEOPLE_COUNT = PEOPLE.length;

/** Images per episode: 3 to 6 panels, except the long episode. */
export function imageCount(titleIndex: number, number: number): number {
  return titleIndex === 1 && number === 1 ? LONG_EPISODE_IMAGES : 3 + ((titleIndex + number) % 4);
}

/** The banners' layouts, titles and colours; their texts are the language's `banners`, in this order. */
export const SEED_BANNERS: { layout: BannerLayout; titleIndex: number; background: string }[] = [
  { layout: 'ICON_TEXT', titleIndex: 2, background: '#fde2e4' },
  { layout: 'TEXT_ICON', titleIndex: 6, background: '#e2ece9' },
  { layout: 'ONLY_TEXT', titleIndex: 0, background: '#dfe7fd' },
  { layout: 'ONLY_ICON', titleIndex: 9, background: '#fff1e6' },
  { layout: 'ICON_TEXT', titleIndex: 5, background: '#f0efeb' },
];

/** An episode's name in the language, varied by title so that two titles do not read alike. */
export function episodeName(locale: DemoLocale, titleIndex: number, number: number): string {
  const names = DEMO_TEXT[locale].episodeNames;
  return names[(titleIndex * 7 + number - 1) % names.length] ?? '';
}

/** The language's three title notices (`notices` of server/db/demo-text), by their place in its list. */
export const SEED_NOTICE = { scheduleChange: 0, shortBreak: 1, volumeOnSale: 2 } as const;
export type SeedNotice = (typeof SEED_NOTICE)[keyof typeof SEED_NOTICE];

/**
 * The titles that carry notices, by title index, each with its own oldest first; every other title has none, as on a
 * real service, where a notice is news about one title. Each fits its title: a break or a new time for an ongoing
 * one, a printed volume for a completed or long-running one. Title 0, the long-running one, has all three, so the
 * detail page's limit of two shows.
 */
export const SEED_TITLE_NOTICES: ReadonlyMap<number, readonly { notice: SeedNotice; daysAgo: number }[]> = new Map([
  [
    0,
    [
      { notice: SEED_NOTICE.scheduleChange, daysAgo: 9 },
      { notice: SEED_NOTICE.shortBreak, daysAgo: 8 },
      { notice: SEED_NOTICE.volumeOnSale, daysAgo: 7 },
    ],
  ],
  [26, [{ notice: SEED_NOTICE.volumeOnSale, daysAgo: 40 }]],
  [
    44,
    [
      { notice: SEED_NOTICE.volumeOnSale, daysAgo: 30 },
      { notice: SEED_NOTICE.scheduleChange, daysAgo: 5 },
    ],
  ],
  [52, [{ notice: SEED_NOTICE.shortBreak, daysAgo: 1 }]],
  [57, [{ notice: SEED_NOTICE.scheduleChange, daysAgo: 2 }]],
  [61, [{ notice: SEED_NOTICE.volumeOnSale, daysAgo: 12 }]],
]);

export const SEED_SECTIONS: { key: string; list: ContentList; sort: ContentSort }[] = [
  { key: 'weekly', list: 'WEEKLY', sort: 'POPULAR' },
  { key: 'ranking', list: 'RANKING', sort: 'POPULAR' },
  { key: 'newest', list: 'NEWEST', sort: 'LATEST' },
  { key: 'free', list: 'FREE', sort: 'POPULAR' },
  { key: 'romance', list: 'ROMANCE', sort: 'POPULAR' },
  { key: 'action', list: 'ACTION', sort: 'LATEST' },
];
