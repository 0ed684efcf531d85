import type { ContentDetail, EpisodeState, ViewerEpisode } from '@/domain/catalog';
import { buildContentSummary } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';

const image = (name: string) => ({ url: `https://cdn.test/${name}.jpg`, width: 1080, height: 1600 });

export const TITLE_ID = 7;

export function titleReply(states: Record<number, EpisodeState>): ContentDetail {
  return {
    ...buildContentSummary({ id: TITLE_ID, name: 'Night Train' }),
    description: '',
    tags: [],
    sale: { rentPrice: 2, possessionPrice: 3, rentalHours: 72, freeEpisodeCount: 1, waitFree: null },
    notices: [],
    isFavorite: false,
    episodes: Object.entries(states).map(([id, state]) => ({
      id: Number(id),
      number: Number(id) - 100,
      name: `Stop ${Number(id) - 100}`,
      publishedAt: Date.UTC(2026, 0, 1),
      thumbnail: image('thumb'),
      state,
    })),
  };
}

export function episodeReply(episodeId: number): ViewerEpisode {
  return {
    contentId: TITLE_ID,
    contentName: 'Night Train',
    isAdult: false,
    episode: { id: episodeId, number: episodeId - 100, name: `Stop ${episodeId - 100}`, publishedAt: 0 },
    images: [image(`e${episodeId}-1`), image(`e${episodeId}-2`)],
    copyrightImages: [image('copyright')],
    prevEpisodeId: null,
    nextEpisodeId: null,
    nextState: null,
    progress: null,
  };
}

/** The title and its episodes' calls, as the API answers this reader. */
export function keptBackend(states: Record<number, EpisodeState>): FakeBackend {
  const routes: Record<string, () => { data: unknown }> = {
    [`GET /contents/${TITLE_ID}`]: () => ({ data: titleReply(states) }),
  };
  for (const id of Object.keys(states))
    routes[`GET /contents/viewer/${id}`] = () => ({ data: episodeReply(Number(id)) });
  return fakeBackend(routes);
}

/** Image fetches answered with `bytes` bytes each; `fail` names URLs (by a part of them) that answer 404. */
export function imageFetch({ bytes = 1000, fail = '' } = {}) {
  const urls: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (fail && url.includes(fail)) return Promise.resolve(new Response('missing', { status: 404 }));
    return Promise.resolve(new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/jpeg' } }));
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}
