import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { configureClients, resetClients } from '@/api';
import { COVER_SIZES } from '@/features/catalog/detail/cover';
import { imageSources, stripSizes, toViewerImages } from '@/features/viewer/image-sources';
import { runDocumentScript, settled } from '@/testing/document-script';
import { deferred } from '@/testing/fake-backend';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { coverSources } from '@/ui/cover-image';
import { platforms } from '../../platforms';
import { createAppRoutes } from './router';
import { makeStore } from './store';

// Issue 30: the detail and viewer loaders preload the screen's largest image from the early read's reply, with the
// very srcset and sizes the screen's <img> will carry, while the screen's chunks still load.
let server: TinyServer;
let replies = deferred<void>();
const asked: string[] = [];
const cover = { url: 'https://cdn.example/covers/7.jpg', width: 720, height: 960 };
const pages = [0, 1, 2].map((i) => ({ url: `https://cdn.example/ep/9/${i}.jpg`, width: 1080, height: 1600 }));
const bodies: Record<string, unknown> = {
  '/api/backend/contents/7': { id: 7, covers: { main: cover } },
  '/api/backend/contents/viewer/9': { contentId: 7, images: pages, copyrightImages: [], progress: null },
  '/api/backend/contents/viewer/10': { contentId: 7, images: pages, copyrightImages: [], progress: { lastImage: 2 } },
};

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    const data = bodies[path];
    void replies.promise.then(() =>
      data
        ? sendJson(res, 200, { result: 'SUCCESS', data })
        : sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } }),
    );
  });
  configureClients({ urls: { backend: `${server.url}/api/backend` } });
});

afterAll(async () => {
  resetClients();
  await server.close();
});

beforeEach(() => {
  replies = deferred<void>();
  asked.length = 0;
});

afterEach(() => {
  replies.resolve();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** Runs the route's loader for `path` as a first visit does (a guest: the session is known at once). */
async function load(pattern: string, id: string) {
  const { store } = makeStore();
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined });
  const loader = findRoute(routes, pattern)?.loader;
  if (typeof loader !== 'function') throw new Error(`${pattern} has no loader`);
  const url = new URL(`http://localhost${pattern.replace(':id', id)}`);
  await loader({ params: { id }, request: new Request(url), url, pattern, context: undefined });
  return store;
}

const imagePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
// React leaves `href` out of an image preload with a srcset: a browser that knows imagesrcset never uses it.
const described = (link: HTMLLinkElement) => ({
  srcset: link.getAttribute('imagesrcset'),
  sizes: link.getAttribute('imagesizes'),
  priority: link.getAttribute('fetchpriority'),
});

describe('LCP image preload from the route loader', () => {
  it('preloads the title cover once the title replies, with the srcset and sizes of the page', async () => {
    await load('/detail/:id', '7');
    expect(imagePreloads()).toEqual([]);
    replies.resolve();
    const { srcSet } = coverSources(cover);
    await expect
      .poll(() => imagePreloads().map(described))
      .toEqual([{ srcset: srcSet, sizes: COVER_SIZES, priority: 'high' }]);
  });

  it("preloads the episode's first image once the episode replies, as the strip will ask for it", async () => {
    await load('/viewer/:id', '9');
    expect(imagePreloads()).toEqual([]);
    replies.resolve();
    const { srcSet } = imageSources(toViewerImages(pages)[0]!);
    await expect
      .poll(() => imagePreloads().map(described))
      .toEqual([{ srcset: srcSet, sizes: stripSizes(1), priority: 'high' }]);
  });

  it('preloads the image at the saved place when the episode opens there', async () => {
    await load('/viewer/:id', '10');
    replies.resolve();
    const { srcSet } = imageSources(toViewerImages(pages)[2]!);
    await expect.poll(() => imagePreloads().map((link) => link.getAttribute('imagesrcset'))).toEqual([srcSet]);
  });

  it('preloads nothing when the call is refused', async () => {
    const store = await load('/viewer/:id', '404');
    replies.resolve();
    // The screen's query took the same reply: once it holds the refusal, the loader's preload has had it too.
    await expect
      .poll(() => Object.values(store.getState().api?.queries ?? {}).map((query) => query?.status))
      .toEqual(['rejected']);
    expect(imagePreloads()).toEqual([]);
  });
});

// Issue 30: on a guest's first visit index.html asked for the title and preloaded its cover already; the loader takes
// that reply and its own preload finds the document's link: one call, one link, so one download.
describe('LCP image preload after the document', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__documentReads;
    window.history.replaceState(null, '', '/');
  });

  it("takes the document's reply and adds no second preload of the cover", async () => {
    const { srcSet } = coverSources(cover);
    // What index.html's script leaves: its reply, and its preload link of the cover.
    runDocumentScript('/detail/7', { 'contents/7': { id: 7, covers: { main: cover } } });
    await settled();
    vi.unstubAllGlobals();
    expect(imagePreloads()).toHaveLength(1);
    const store = await load('/detail/:id', '7');
    await expect
      .poll(() => Object.values(store.getState().api?.queries ?? {}).map((query) => query?.status))
      .toEqual(['fulfilled']);
    expect(asked).toEqual([]);
    expect(imagePreloads().map(described)).toEqual([{ srcset: srcSet, sizes: COVER_SIZES, priority: 'high' }]);
  });
});
