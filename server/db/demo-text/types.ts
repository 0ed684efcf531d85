/**
 * One language's demo texts (issue 14): the words the seed composes titles, synopses, episode names, tags, banners,
 * packages, coupons and gifts from. Every list has the length of its English reference, so the seed picks the same
 * slot in every language and stays deterministic.
 */
export const TAG_KEYS = [
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
] as const;
export type TagKey = (typeof TAG_KEYS)[number];

/** Genres are keys the lists filter on (ACTION, ROMANCE); only their sentence in a synopsis is translated. */
export const GENRE_KEYS = [
  'action',
  'romance',
  'fantasy',
  'drama',
  'comedy',
  'thriller',
  'slice-of-life',
  'sports',
] as const;
export type GenreKey = (typeof GENRE_KEYS)[number];

export const COUPON_CODES = ['WELCOME100', 'SPRING2025', 'LASTONE', 'FIRSTCHARGE300', 'VIP200'] as const;
export type CouponCode = (typeof COUPON_CODES)[number];

export interface DemoText {
  /** 16 openings and 10 endings; `titleName` joins one of each the way a title reads in the language. */
  titleFirst: readonly string[];
  titleSecond: readonly string[];
  titleName(first: string, second: string, sequel: boolean): string;
  /** How the language joins two sentences (a space, or nothing after a full-width stop). */
  sentenceGap: string;
  tags: Record<TagKey, string>;
  /** The opening sentence of a synopsis, by the title's first tag. */
  hooks: Record<TagKey, string>;
  /** The closing sentence of a synopsis, by the title's second genre. */
  genreLines: Record<GenreKey, string>;
  /** Episode names (the UI shows the number beside them): 40 of them, picked by title and number. */
  episodeNames: readonly string[];
  /** Three notices of a title, oldest first. */
  notices(name: string): { title: string; body: string }[];
  /** The five banners of the main page, in the order of SEED_BANNERS. */
  banners: readonly { title: string; subtitle: string | null }[];
  coinPackage(coins: number): string;
  starterPack: string;
  coupons: Record<CouponCode, string>;
  gift: { title: string; message: string };
}
