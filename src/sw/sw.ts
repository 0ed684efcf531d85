import { getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { routeOf, type RouteKind } from './routes';

/**
 * The service worker of one platform's bundle (issue 29), built by vite-plugin-pwa (injectManifest) into `/sw.js`.
 * It precaches the build's shell and route chunks, answers navigations offline from the precached index.html, and
 * follows the contract with the offline-keeping feature: images cache-first from any cache, API GETs from the network
 * with a cache fallback only when the network fails. It never skips waiting by itself: a new build waits until the
 * page asks at a navigation (src/pwa/register.ts), so a reader is never switched to another build mid-episode.
 */

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
}
declare const self: WorkerScope;

precache(self.__WB_MANIFEST);

const INDEX = '/index.html';

async function fromPrecache(request: Request): Promise<Response> {
  return (await matchPrecache(request.url)) ?? fetch(request);
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache(INDEX);
    if (shell) return shell;
    throw error;
  }
}

async function image(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}

async function api(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request);
    if (kept) return kept;
    throw error;
  }
}

const HANDLERS: Record<RouteKind, (request: Request) => Promise<Response>> = {
  precache: fromPrecache,
  page,
  image,
  api,
};

self.addEventListener('fetch', (event) => {
  const kind = routeOf(event.request, (url) => getCacheKeyForURL(url) !== undefined, self.location.origin);
  if (kind) event.respondWith(HANDLERS[kind](event.request));
});

// The page asks this at the reader's next navigation (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A first install controls the open page at once, so that it works offline without a reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
