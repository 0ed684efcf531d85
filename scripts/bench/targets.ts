import type { ContentDetail, ContentPage, ViewerEpisode } from '../../src/domain/catalog';

/** The seed's long episode (issue 3 §1: "one episode with 200 images"). */
export const LONG_EPISODE_MIN_IMAGES = 200;

export interface BenchTargets {
  /** A title of the FREE list (the most viewed one): the detail page Lighthouse audits. */
  freeTitleId: number;
  /** The free episode with the most images, at least LONG_EPISODE_MIN_IMAGES. */
  longEpisode: { id: number; contentId: number; images: number };
}

async function call<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api/backend${path}`);
  const body = (await response.json()) as { result: string; data?: T; error?: { code: string } };
  if (!response.ok || body.result !== 'SUCCESS' || body.data === undefined) {
    throw new Error(`GET ${path}: ${response.status} ${body.error?.code ?? ''}`.trim());
  }
  return body.data;
}

/**
 * Finds, as a guest, through the API alone (no knowledge of seed ids): the first free episode of each title in
 * ranking order until one has the long episode's image count, and the most viewed title of the FREE list.
 */
export async function findTargets(base: string): Promise<BenchTargets> {
  const free = await call<ContentPage>(base, '/contents?list=FREE&size=1');
  const freeTitle = free.items[0];
  if (!freeTitle) throw new Error('the FREE list is empty: is the demo seed loaded?');

  let cursor: string | null = null;
  do {
    const query: string = `/contents?list=RANKING&size=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: ContentPage = await call<ContentPage>(base, query);
    for (const title of page.items) {
      const detail = await call<ContentDetail>(base, `/contents/${title.id}`);
      const first = detail.episodes.find((episode) => episode.state.kind === 'FREE');
      if (!first) continue;
      const viewer = await call<ViewerEpisode>(base, `/contents/viewer/${first.id}`);
      if (viewer.images.length >= LONG_EPISODE_MIN_IMAGES) {
        return {
          freeTitleId: freeTitle.id,
          longEpisode: { id: first.id, contentId: title.id, images: viewer.images.length },
        };
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`no free episode with ${LONG_EPISODE_MIN_IMAGES} images in the catalogue`);
}
