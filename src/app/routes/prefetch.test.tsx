import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClients, resetClients } from '@/api';
import { t } from '@/i18n';
import { sessionEstablished } from '@/session';
import { deferred } from '@/testing/fake-backend';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { platforms } from '../../../platforms';
import type { RouteObject } from 'react-router-dom';
import { episodeRead } from '@/api/early-read';
import { createGuardLoaders } from '../guard-loaders';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore, type AppStore } from '../store';

// The detail and viewer routes start their first request from the route's loader, once the session is known.
let server: TinyServer;
const headers: { path: string; authorization: string | undefined }[] = [];
// The refusals wait for the test: the screen renders while its request is in flight, and must take it rather than
// ask again.
let replies = deferred<void>();

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    headers.push({ path, authorization: req.headers.authorization });
    void replies.promise.then(() => sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } }));
  });
  configureClients({ urls: { backend: `${server.url}/api/backend` } });
});

afterAll(async () => {
  resetClients();
  await server.close();
});

beforeEach(() => {
  headers.length = 0;
  replies = deferred<void>();
});

afterEach(() => replies.resolve());

/**
 * A store and a session bootstrap that signs the reader in when the test lets the session arrive, as the session
 * client would once Auth.js answers on a page load.
 */
function signedIn() {
  const { store } = makeStore();
  const session = deferred<void>();
  const bootstrap = async () => {
    await session.promise;
    store.dispatch(
      sessionEstablished({
        user: buildUser(),
        coin: buildCoin(),
        tokens: buildTokens({ accessToken: 'reader-token' }),
      }),
    );
  };
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap }, laterPages);
  return { store, routes, sessionArrives: () => session.resolve() };
}

/** The API's queries in the store: a request is there the moment it is started. */
const queries = (store: AppStore) => Object.values(store.getState().api?.queries ?? {});

/** Lets every route chunk asked for load: a loader that did not wait for the session would have asked by then. */
async function beforeTheSession(store: AppStore) {
  await vi.dynamicImportSettled();
  expect(queries(store)).toEqual([]);
}

/**
 * The store's query of one endpoint, and how many components hold it. A screen takes hold in an effect after its first
 * render, so its spinner shows before it does; RTK Query copies the holders into the state a moment later.
 */
function screenQuery(store: AppStore, endpoint: string) {
  const api = store.getState().api;
  const [key, query] = Object.entries(api?.queries ?? {}).find(([, entry]) => entry?.endpointName === endpoint) ?? [];
  const holders = key ? Object.keys(api?.subscriptions[key] ?? {}).length : 0;
  return { status: query?.status, holders };
}

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('route prefetch', () => {
  it.each([
    ['/viewer/:id', '/api/backend/contents/viewer/12'],
    ['/detail/:id', '/api/backend/contents/12'],
  ])("%s starts its request from the route's loader, before anything renders", async (pattern, path) => {
    const { store, routes, sessionArrives } = signedIn();
    const loader = findRoute(routes, pattern)?.loader;
    if (typeof loader !== 'function') throw new Error(`${pattern} has no loader`);
    const url = new URL(`http://localhost${pattern.replace(':id', '12')}`);
    const args = { params: { id: '12' }, request: new Request(url), url, pattern, context: undefined };
    const loaded = loader(args);
    await beforeTheSession(store);
    sessionArrives();
    await expect(loaded).resolves.toBeNull();
    await expect.poll(() => headers).toContainEqual({ path, authorization: 'Bearer reader-token' });
  });

  it.each([
    ['/viewer/12', '/api/backend/contents/viewer/12', 'viewerEpisode'],
    ['/detail/34', '/api/backend/contents/34', 'contentDetail'],
  ])('%s asks for its data once, after the session, with the reader token', async (route, path, endpoint) => {
    const { store, routes, sessionArrives } = signedIn();
    renderWithProviders(routes, { route, store });
    await beforeTheSession(store);
    sessionArrives();
    const calls = () => headers.filter((h) => h.path === path);
    await expect.poll(calls).toHaveLength(1);
    // The screen is up and holds the loader's request, still in flight.
    await waitFor(() => expect(screenQuery(store, endpoint)).toEqual({ status: 'pending', holders: 1 }));
    replies.resolve();
    await waitFor(() => expect(screenQuery(store, endpoint).status).toBe('rejected'));
    expect(calls()).toEqual([{ path, authorization: 'Bearer reader-token' }]);
  });

  it('asks for nothing on an id that cannot exist', async () => {
    const { store, routes, sessionArrives } = signedIn();
    renderWithProviders(routes, { route: '/viewer/abc', store });
    sessionArrives();
    // The screen says there is nothing to show: its loader and its first render are behind it.
    expect(await screen.findByRole('heading', { name: t('pages.notFound.heading') })).toBeInTheDocument();
    expect(queries(store)).toEqual([]);
    expect(headers.filter((h) => h.path.startsWith('/api/backend/contents'))).toEqual([]);
  });

  it("starts the request on a route's first visit before the screen's chunks arrive, and only then", async () => {
    const { store } = makeStore();
    const guard = createGuardLoaders(store, { platform: platforms.japan, bootstrap: async () => undefined });
    const chunks = deferred<void>();
    const prefetch = vi.fn();
    const loader = guard.prefetch(
      () => chunks.promise.then(() => ({ prefetch })),
      () => episodeRead(12),
    );
    const url = new URL('http://localhost/viewer/12');
    const args = { params: { id: '12' }, request: new Request(url), url, pattern: '/viewer/:id', context: undefined };
    const first = loader(args);
    // The chunks are still on their way, the call is already out.
    await expect.poll(() => headers.map((h) => h.path)).toEqual(['/api/backend/contents/viewer/12']);
    expect(prefetch).not.toHaveBeenCalled();
    chunks.resolve();
    await expect(first).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Once the screen is here its query asks, or answers from its cache: the loader sends nothing of its own.
    await expect(loader(args)).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(headers).toHaveLength(1);
  });
});
