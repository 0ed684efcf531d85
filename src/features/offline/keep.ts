import { ApiError } from '@/api/api-error';
import { clients } from '@/api/clients';
import { env as appEnv } from '@/config/env';
import { readEnvelope } from '@/api/envelope';
import type { ContentDetail, EpisodeState, ViewerEpisode } from '@/domain/catalog';
import { THEME_DIMENSIONS } from '@/domain/constants';
import { imageUrl, widthsFor } from '@/lib/image-loader';
import { KEPT_COPYRIGHT_WIDTH, keptWidthFor } from '@/lib/kept/kept-width';
import { KEPT_CACHE, updateKeptIndex, whileKeeping, type KeptEpisode, type KeptIndex } from '@/lib/kept/kept-index';
import { isOnline } from '@/pwa/online';
import { serverTimeOf } from './clock';
import { askPersistenceOnce } from './storage';

/** Why an episode could not be kept; each has its message in the `offline` namespace. */
export type KeepFailure = 'OFFLINE' | 'NO_SPACE' | 'NOT_KEEPABLE' | 'FAILED';

export class KeepError extends Error {
  constructor(readonly reason: KeepFailure) {
    super(reason);
    this.name = 'KeepError';
  }
}

/** The field the kept episode reply carries so that the viewer asks for the very image width that was kept. */
export const KEPT_WIDTH_FIELD = 'keptImageWidth';

/** Owned and rented episodes are kept; free ones are read online (they are the reader's for nobody in particular). */
export function isKeepable(state: EpisodeState): boolean {
  return state.kind === 'OWNED' || state.kind === 'RENTED';
}

/**
 * The width this device's viewer loads for an image `naturalWidth` wide: the strip's width (the window up to the
 * strip's maximum) in device pixels, rounded up to a width the image endpoint serves, as the `srcset` would pick.
 */
export function deviceImageWidth(naturalWidth: number, viewportWidth: number, pixelRatio: number): number {
  const widths = widthsFor(naturalWidth);
  const wanted = Math.min(viewportWidth, THEME_DIMENSIONS.maxWidth) * pixelRatio;
  return widths.find((width) => width >= wanted) ?? Math.max(...widths);
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

interface Fetched {
  response: Response;
  text: string;
}

async function fetchApi(path: string): Promise<Fetched> {
  let response: Response;
  try {
    response = await clients.backend.get(path);
  } catch {
    throw new KeepError(isOnline() ? 'FAILED' : 'OFFLINE');
  }
  return { response, text: await response.text() };
}

async function parse<T>({ response, text }: Fetched): Promise<T> {
  try {
    return await readEnvelope<T>(new Response(text, { status: response.status, headers: response.headers }));
  } catch (error) {
    throw error instanceof ApiError && error.code === 'UNAUTHORIZED_CONTENTS'
      ? new KeepError('NOT_KEEPABLE')
      : new KeepError('FAILED');
  }
}

/** The URL a reply answered (the key the service worker looks up); built from the group's base when fetch hid it. */
function requestUrl(response: Response, path: string): string {
  return response.url || new URL(`${appEnv.serviceUrls.backend}/${path}`, location.href).href;
}

/** A reply stored under its request URL as the service worker will hand it to the call layer. */
function storedReply(text: string, date: number): Response {
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'application/json', Date: new Date(date).toUTCString() },
  });
}

export interface KeepTarget {
  accountId: number;
  contentId: number;
  episodeId: number;
}

export interface KeepEnvironment {
  viewportWidth: number;
  pixelRatio: number;
  now(): number;
  /** How the images are fetched (tests answer them without a network). */
  fetch: typeof globalThis.fetch;
}

const browserEnvironment = (): KeepEnvironment => ({
  viewportWidth: window.innerWidth,
  pixelRatio: window.devicePixelRatio || 1,
  now: () => Date.now(),
  fetch: (input, init) => globalThis.fetch(input, init),
});

/**
 * Keeps one episode whole or not at all: the title's reply (its state for this reader, read fresh from the server:
 * ownership comes from there, and the rental's end with the server's clock), the episode's reply and every image at
 * the width this device loads go into Cache Storage `kept-v1` under the viewer's own request URLs, then the index
 * entry. Any failure (an image, the quota) removes what this attempt wrote and throws a KeepError.
 */
export function keepEpisode(target: KeepTarget, env: KeepEnvironment = browserEnvironment()): Promise<KeptEpisode> {
  if (!isOnline()) return Promise.reject(new KeepError('OFFLINE'));
  return whileKeeping(() => keepWhole(target, env));
}

async function keepWhole(target: KeepTarget, env: KeepEnvironment): Promise<KeptEpisode> {
  const titleReply = await fetchApi(`contents/${target.contentId}`);
  const deviceAtSave = env.now();
  const serverAtSave = serverTimeOf(titleReply.response, deviceAtSave);
  const title = await parse<ContentDetail>(titleReply);
  const item = title.episodes.find((e) => e.id === target.episodeId);
  if (!item || !isKeepable(item.state)) throw new KeepError('NOT_KEEPABLE');

  const episodeReply = await fetchApi(`contents/viewer/${target.episodeId}`);
  const episode = await parse<ViewerEpisode>(episodeReply);
  const width = Math.max(
    ...episode.images.map((ref) => deviceImageWidth(ref.width, env.viewportWidth, env.pixelRatio)),
    0,
  );
  const imageUrls = [
    ...new Set([
      ...episode.images.map((ref) => imageUrl(ref.url, keptWidthFor(ref.width, width))),
      // The copyright images show as thumbnails after the end card (the viewer's copyright row).
      ...episode.copyrightImages.map((ref) => imageUrl(ref.url, KEPT_COPYRIGHT_WIDTH)),
    ]),
  ];

  const kept: KeptEpisode = {
    episodeId: target.episodeId,
    contentId: target.contentId,
    number: item.number,
    name: item.name,
    bytes: 0,
    keptAt: deviceAtSave,
    rentalEnd: item.state.kind === 'RENTED' ? item.state.expiresAt : null,
    serverAtSave,
    deviceAtSave,
    callUrl: requestUrl(episodeReply.response, `contents/viewer/${target.episodeId}`),
    imageUrls: imageUrls.map((url) => new URL(url, location.href).href),
  };
  const titleUrl = requestUrl(titleReply.response, `contents/${target.contentId}`);
  const marked = JSON.stringify(markWidth(episodeReply.text, width));

  await askPersistenceOnce();
  return updateKeptIndex(target.accountId, async (index) => {
    const written = await writeWhole(
      index,
      kept,
      [
        [kept.callUrl, storedReply(marked, serverAtSave)],
        [titleUrl, storedReply(titleReply.text, serverAtSave)],
      ],
      env.fetch,
    );
    const entry = { ...kept, bytes: written };
    const next: KeptIndex = {
      episodes: { ...index.episodes, [String(entry.episodeId)]: entry },
      titles: {
        ...index.titles,
        [String(title.id)]: { contentId: title.id, name: title.name, callUrl: titleUrl },
      },
    };
    return { index: next, result: entry };
  });
}

/** The episode reply with the kept width added to its data, for the viewer (see KEPT_WIDTH_FIELD). */
function markWidth(text: string, width: number): unknown {
  const body = JSON.parse(text) as { data: Record<string, unknown> };
  return { ...body, data: { ...body.data, [KEPT_WIDTH_FIELD]: width } };
}

/**
 * Writes the replies and fetches and writes every image; answers the bytes written. On any failure, deletes what it
 * wrote that no kept episode needed before, and throws.
 */
async function writeWhole(
  index: KeptIndex,
  episode: KeptEpisode,
  replies: [string, Response][],
  fetchFn: typeof globalThis.fetch,
): Promise<number> {
  const cache = await caches.open(KEPT_CACHE);
  // What kept episodes and titles already hold stays when this attempt fails (a title's reply, shared images).
  const before = new Set([
    ...Object.values(index.episodes).flatMap((e) => [e.callUrl, ...e.imageUrls]),
    ...Object.values(index.titles).map((title) => title.callUrl),
  ]);
  const written: string[] = [];
  let bytes = 0;
  const put = async (url: string, response: Response) => {
    const size = (await response.clone().blob()).size;
    await cache.put(url, response);
    written.push(url);
    bytes += size;
  };
  try {
    for (const [url, response] of replies) await put(url, response);
    for (const url of episode.imageUrls) {
      const response = await fetchImage(url, fetchFn);
      await put(url, response);
    }
    return bytes;
  } catch (error) {
    await Promise.all(written.filter((url) => !before.has(url)).map((url) => cache.delete(url)));
    if (error instanceof KeepError) throw error;
    if (isQuotaError(error)) throw new KeepError('NO_SPACE');
    throw new KeepError(isOnline() ? 'FAILED' : 'OFFLINE');
  }
}

/** What an `<img>` accepts, so that the image endpoint picks the format the viewer would get (AVIF, WebP). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/**
 * An image as it is kept: without its `Vary: Accept` (the image endpoint negotiates the format), which would make
 * `caches.match` skip it for the `<img>`'s request, whose Accept header differs from this fetch's.
 */
async function fetchImage(url: string, fetchFn: typeof globalThis.fetch): Promise<Response> {
  const response = await fetchFn(url, { credentials: 'same-origin', headers: { Accept: IMAGE_ACCEPT } });
  if (!response.ok) throw new KeepError('FAILED');
  const headers = new Headers(response.headers);
  headers.delete('Vary');
  return new Response(await response.blob(), { status: response.status, headers });
}
