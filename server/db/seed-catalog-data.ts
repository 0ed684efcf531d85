import type { ContentSort } from '../../src/domain/catalog';
import type { BannerLayout, ContentList, ContentStatus, CreatorType, Schedule } from '../../src/domain/enums';

/** Deterministic inputs of the catalogue seed: the same titles, in the same order, on every run. */
export const SEED_TITLE_COUNT = 64;
/** Title index 0 carries 200 episodes; episode 1 of title index 1 carries 200 images. */
export const LONG_TITLE_EPISODES = 200;
export const LONG_EPISODE_IMAGES = 200;

const FIRST = [
  'Moonlit',
  'Crimson',
  'Silent',
  'Golden',
  'Hidden',
  'Iron',
  'Glass',
  'Wandering',
  'Last',
  'Azure',
  'Paper',
  'Midnight',
  'Broken',
  'Seventh',
  'Velvet',
  'Northern',
];
const SECOND = ['Blade', 'Garden', 'Academy', 'Kingdom', 'Contract', 'Signal', 'Orchard', 'Tower', 'Summer', 'Oath'];
const GENRES = ['action', 'romance', 'fantasy', 'drama', 'comedy', 'thriller', 'slice-of-life', 'sports'];
const TAGS = [
  'revenge',
  'office',
  'magic',
  'school',
  'villainess',
  'martial-arts',
  'time-travel',
  'idol',
  'vampire',
  'cooking',
  'detective',
  'regression',
  'royalty',
  'sci-fi',
  'healing',
  'dungeon',
  'band',
  'ghost',
  'chef',
  'noir',
];
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
  rentPrice: number;
  possessionPrice: number;
  /** Days between two episodes (7 weekly, 10 for TEN) and how long ago the latest one came out. */
  intervalDays: number;
  latestDaysAgo: number;
}

export function seedTitles(): SeedTitle[] {
  return Array.from({ length: SEED_TITLE_COUNT }, (_, i) => {
    const schedule = WEEK[i % WEEK.length] ?? 'MONDAY';
    const status: ContentStatus = i % 7 === 5 ? 'COMPLETED' : i % 11 === 6 ? 'PAUSED' : 'SCHEDULED';
    const name = `${FIRST[i % FIRST.length] ?? ''} ${SECOND[(i * 3) % SECOND.length] ?? ''}${i >= 40 ? ' II' : ''}`;
    const genres = [GENRES[i % 2] ?? 'action', GENRES[2 + (i % 6)] ?? 'drama'];
    const tags = [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length], TAGS[(i * 11 + 5) % TAGS.length]];
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
      description: `${name}: a ${genres.join(' and ')} story about ${tags.join(', ')}.`,
      status,
      schedule,
      isAdult: i % 9 === 4,
      isBl: i % 10 === 3,
      genres,
      tags: [...new Set(tags.filter((t): t is string => Boolean(t)))],
      creators,
      episodeCount: i === 0 ? LONG_TITLE_EPISODES : 6 + ((i * 7) % 28),
      freeEpisodeCount: i % 4 === 0 ? 10 : 2 + (i % 2),
      waitFree: i % 3 === 0 ? { hours: 24 + (i % 2) * 48, excludeLatest: 3 } : null,
      campaignFreeUpTo: i % 6 === 1 ? 6 : 0,
      viewCount: 1000 + ((i * 7919) % 500_000),
      rentPrice: 2 + (i % 3),
      possessionPrice: 4 + (i % 3),
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

export const SEED_BANNERS: {
  layout: BannerLayout;
  title: string;
  subtitle: string | null;
  titleIndex: number;
  background: string;
}[] = [
  {
    layout: 'ICON_TEXT',
    title: 'New this week',
    subtitle: 'Fresh episodes every day',
    titleIndex: 2,
    background: '#fde2e4',
  },
  {
    layout: 'TEXT_ICON',
    title: 'Read for free',
    subtitle: 'Wait-until-free titles',
    titleIndex: 6,
    background: '#e2ece9',
  },
  { layout: 'ONLY_TEXT', title: 'Ranking', subtitle: 'What everyone reads', titleIndex: 0, background: '#dfe7fd' },
  { layout: 'ONLY_ICON', title: 'Summer pick', subtitle: null, titleIndex: 9, background: '#fff1e6' },
  {
    layout: 'ICON_TEXT',
    title: 'Completed series',
    subtitle: 'Binge to the end',
    titleIndex: 5,
    background: '#f0efeb',
  },
];

export const SEED_SECTIONS: { key: string; list: ContentList; sort: ContentSort }[] = [
  { key: 'weekly', list: 'WEEKLY', sort: 'POPULAR' },
  { key: 'ranking', list: 'RANKING', sort: 'POPULAR' },
  { key: 'newest', list: 'NEWEST', sort: 'LATEST' },
  { key: 'free', list: 'FREE', sort: 'POPULAR' },
  { key: 'romance', list: 'ROMANCE', sort: 'POPULAR' },
  { key: 'action', list: 'ACTION', sort: 'LATEST' },
];
