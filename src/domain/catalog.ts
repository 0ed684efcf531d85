/** Catalogue wire types and the episode-access rule (issue 3), shared by the SPA and the reference API. */
import { COVER_ASPECT_RATIOS } from './constants';
import type { ContentList, ContentStatus, CreatorType, Schedule, SortType, BannerLayout } from './enums';

/** Cover keys: the aspect ratios of spec §9 (main 0.6, square 1, and the four others). */
export const COVER_KEYS = ['main', 'square', '0.458', '0.664', '0.609', '1.318'] as const;
export type CoverKey = (typeof COVER_KEYS)[number];
/** Width over height of each cover (spec §9): the main and square ones, and the four the key names. */
export const COVER_RATIOS: Record<CoverKey, number> = {
  main: COVER_ASPECT_RATIOS.main,
  square: COVER_ASPECT_RATIOS.square,
  '0.458': 0.458,
  '0.664': 0.664,
  '0.609': 0.609,
  '1.318': 1.318,
};

/** A same-site image path (under /images) with its intrinsic size, so clients can reserve its box before it loads. */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
  /**
   * The image's ThumbHash (base64, about 28 characters): a blurred preview to paint in the reserved box until the
   * image loads. Episode images carry it once the server has computed it; absent otherwise.
   */
  placeholder?: string;
}

/** Titles with at least this many always-free episodes make up the FREE list. */
export const FREE_LIST_MIN_FREE_EPISODES = 5;
/** The NEWEST list: titles whose first episode came out within this many days. */
export const NEWEST_WINDOW_DAYS = 90;
export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_PAGE_SIZE_MAX = 50;
/** Sorts the list call accepts; FREE and SCHEDULE of spec §3 are list filters, not orders. */
export const CONTENT_SORTS = ['POPULAR', 'LATEST', 'FREETIME'] as const satisfies readonly SortType[];
export type ContentSort = (typeof CONTENT_SORTS)[number];

export interface SaleSettings {
  rentPrice: number;
  possessionPrice: number;
  rentalHours: number;
  freeEpisodeCount: number;
  /** null: the title has no wait-until-free. */
  waitFree: { waitHours: number; excludeLatest: number } | null;
}

export interface ContentSummary {
  id: number;
  name: string;
  status: ContentStatus;
  schedule: Schedule;
  isAdult: boolean;
  isBl: boolean;
  genres: string[];
  covers: Record<CoverKey, ImageRef>;
  creators: { name: string; type: CreatorType }[];
  viewCount: number;
  hasWaitFree: boolean;
  /** Epoch milliseconds of the latest published episode. */
  latestEpisodeAt: number | null;
}

export interface ContentPage {
  items: ContentSummary[];
  /** Opaque; pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ContentNotice {
  id: number;
  title: string;
  body: string;
  createdAt: number;
}

/** Ownership an episode may hold for a reader; filled by the coin economy (issue 4). */
export interface EpisodeOwnership {
  kind: 'POSSESSION' | 'RENT' | 'FREETIME';
  /** Epoch milliseconds; null for a possession. */
  expiresAt: number | null;
}

export type EpisodeState =
  | { kind: 'FREE' }
  | { kind: 'OWNED' }
  | { kind: 'RENTED'; expiresAt: number }
  | {
      kind: 'WAIT_FREE';
      rentPrice: number;
      possessionPrice: number;
      waitHours: number;
      /** When this reader's next ticket for the title arrives; null when one is ready (or for a guest). */
      ticketAt: number | null;
    }
  | { kind: 'LOCKED'; rentPrice: number; possessionPrice: number };

export interface EpisodeItem {
  id: number;
  number: number;
  name: string;
  publishedAt: number;
  thumbnail: ImageRef;
  state: EpisodeState;
}

export interface ContentDetail extends ContentSummary {
  description: string;
  tags: string[];
  sale: SaleSettings;
  notices: ContentNotice[];
  isFavorite: boolean;
  episodes: EpisodeItem[];
}

export interface ViewerEpisode {
  contentId: number;
  contentName: string;
  isAdult: boolean;
  episode: { id: number; number: number; name: string; publishedAt: number };
  images: ImageRef[];
  copyrightImages: ImageRef[];
  prevEpisodeId: number | null;
  nextEpisodeId: number | null;
  /** The next episode's state for this reader, so the end of an episode shows at once whether it can go on. */
  nextState: EpisodeState | null;
  progress: { scrollPercent: number; lastImage: number } | null;
}

export interface Banner {
  id: number;
  layout: BannerLayout;
  title: string;
  subtitle: string | null;
  icon: ImageRef | null;
  background: string;
  /** A site path such as /detail/12. */
  link: string;
}

export interface MainSection {
  key: string;
  list: ContentList;
  sort: ContentSort;
  items: ContentSummary[];
}

export interface RecentItem {
  content: ContentSummary;
  episodeId: number;
  episodeNumber: number;
  scrollPercent: number;
  lastImage: number;
  updatedAt: number;
}

export interface EpisodeRuleInput {
  number: number;
  freeFrom: Date | null;
}

/**
 * Spec §4 "Episode access" for one reader: ownership first, then always-free episodes (the first freeEpisodeCount,
 * or any whose free-from time has come), then wait-until-free unless the episode is among the latest N (with when
 * the reader's next ticket arrives), else locked with its prices.
 */
export function episodeState(
  episode: EpisodeRuleInput,
  sale: SaleSettings,
  latestNumber: number,
  now: Date,
  ownership: EpisodeOwnership | null = null,
  ticketAt: number | null = null,
): EpisodeState {
  if (ownership?.kind === 'POSSESSION') return { kind: 'OWNED' };
  if (ownership && ownership.expiresAt !== null && ownership.expiresAt > now.getTime())
    return { kind: 'RENTED', expiresAt: ownership.expiresAt };
  if (episode.number <= sale.freeEpisodeCount) return { kind: 'FREE' };
  if (episode.freeFrom && episode.freeFrom.getTime() <= now.getTime()) return { kind: 'FREE' };
  // Fields written out, not spread from a prices object: the detail call runs this for 150 episodes per reader.
  if (sale.waitFree && episode.number <= latestNumber - sale.waitFree.excludeLatest)
    return {
      kind: 'WAIT_FREE',
      rentPrice: sale.rentPrice,
      possessionPrice: sale.possessionPrice,
      waitHours: sale.waitFree.waitHours,
      ticketAt: ticketAt !== null && ticketAt > now.getTime() ? ticketAt : null,
    };
  return { kind: 'LOCKED', rentPrice: sale.rentPrice, possessionPrice: sale.possessionPrice };
}

/** Only free, owned and rented episodes open in the viewer; wait-until-free needs a ticket (issue 4). */
export function isReadable(state: EpisodeState): boolean {
  return state.kind === 'FREE' || state.kind === 'OWNED' || state.kind === 'RENTED';
}
