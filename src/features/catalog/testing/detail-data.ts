import type { ContentDetail, EpisodeItem, EpisodeState } from '@/domain/catalog';

const image = { url: '/images/x.webp', width: 1080, height: 810 };

/** Episode `number` of title 7, with id 100 + number. */
export function episodeItem(number: number, state: EpisodeState, publishedAt = 0): EpisodeItem {
  return { id: 100 + number, number, name: `Chapter ${number}`, publishedAt, thumbnail: image, state };
}

export const locked = (rentPrice = 3, possessionPrice = 9): EpisodeState => ({
  kind: 'LOCKED',
  rentPrice,
  possessionPrice,
});

export const waitFree = (ticketAt: number | null, rentPrice = 3, possessionPrice = 9): EpisodeState => ({
  kind: 'WAIT_FREE',
  rentPrice,
  possessionPrice,
  waitHours: 24,
  ticketAt,
});

/** Title 7 as GET /contents/7 sends it, with these episodes. */
export function contentDetail(episodes: EpisodeItem[], overrides: Partial<ContentDetail> = {}): ContentDetail {
  const covers = { main: image, square: image, '0.458': image, '0.664': image, '0.609': image, '1.318': image };
  return {
    id: 7,
    name: 'Moonlit Harbour',
    status: 'SCHEDULED',
    schedule: 'FRIDAY',
    isAdult: false,
    isBl: false,
    genres: ['ROMANCE'],
    covers,
    creators: [{ name: 'Aki Mori', type: 'WRITER' }],
    viewCount: 10,
    hasWaitFree: true,
    latestEpisodeAt: 0,
    description: 'A harbour town.',
    tags: [],
    sale: { rentPrice: 3, possessionPrice: 9, rentalHours: 72, freeEpisodeCount: 1, waitFree: null },
    notices: [],
    isFavorite: false,
    episodes,
    ...overrides,
  };
}
