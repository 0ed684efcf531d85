/**
 * How the service worker answers one request (src/sw/sw.ts), decided from the request alone so that it can be tested
 * outside a worker:
 * - `precache`: a file of this build (the app shell, route chunks, icons): from the precache, the network if missing;
 * - `page`: a navigation to a page of the SPA: the network, and the precached index.html when there is none;
 * - `image`: cache-first from ANY cache (the episodes kept on the device are in `kept-v1`), then the network;
 * - `api`: any other GET made by the app's code: the network, never a stale copy; only when the network fails, what a
 *   cache holds for it (only kept episodes' calls are ever stored, by src/features/offline);
 * - null: left to the browser (writes, media ranges, anything else).
 */
export type RouteKind = 'precache' | 'page' | 'image' | 'api';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  destination: string;
}

/** Paths that are never pages of the SPA (server/routes/static isPagePath): the API, the resizer, hashed assets. */
const NOT_PAGES = /^\/(api|_next|assets)(\/|$)/;

export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname) && !/\.[^/]*$/.test(pathname);
}

export function routeOf(
  request: RequestFacts,
  isPrecached: (url: string) => boolean,
  origin: string,
): RouteKind | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (request.mode === 'navigate') return url.origin === origin && isPagePath(url.pathname) ? 'page' : null;
  if (url.origin === origin && isPrecached(url.href)) return 'precache';
  if (request.destination === 'image') return 'image';
  // fetch() calls of the app (the API, on this origin or a service group's): destination ''.
  if (request.destination === '' && /^https?:$/.test(url.protocol)) return 'api';
  return null;
}
