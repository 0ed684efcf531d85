import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClients, resetClients } from '@/api';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { platforms } from '../../../platforms';
import type { RouteObject } from 'react-router-dom';
import { createAppRoutes } from '../router';
import { makeStore } from '../store';

// The detail and viewer routes start their first request from the route's loader, once the session is known.
let server: TinyServer;
const headers: { path: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    headers.push({ path, authorization: req.headers.authorization });
    // A slow refusal: the screen renders while its request is in flight, and must take it rather than ask again.
    setTimeout(() => sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } }), 400);
  });
  configureClients({ urls: { backend: `${server.url}/api/backend` } });
});

afterAll(async () => {
  resetClients();
  await server.close();
});

beforeEach(() => {
  headers.length = 0;
});

/** A store and a session bootstrap that signs the reader in, as the session client would on a page load. */
function signedIn() {
  const { store } = makeStore();
  const bootstrap = async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    store.dispatch(
      sessionEstablished({
        user: buildUser(),
        coin: buildCoin(),
        tokens: buildTokens({ accessToken: 'reader-token' }),
      }),
    );
  };
  return { store, routes: createAppRoutes(store, { platform: platforms.japan, bootstrap }) };
}

function renderSignedIn(route: string) {
  const { store, routes } = signedIn();
  return renderWithProviders(routes, { route, store });
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
    const { routes } = signedIn();
    const loader = findRoute(routes, pattern)?.loader;
    if (typeof loader !== 'function') throw new Error(`${pattern} has no loader`);
    const url = new URL(`http://localhost${pattern.replace(':id', '12')}`);
    const args = { params: { id: '12' }, request: new Request(url), url, pattern, context: undefined };
    await expect(loader(args)).resolves.toBeNull();
    await vi.waitFor(() => expect(headers).toContainEqual({ path, authorization: 'Bearer reader-token' }));
  });

  it.each([
    ['/viewer/12', '/api/backend/contents/viewer/12'],
    ['/detail/34', '/api/backend/contents/34'],
  ])('%s asks for its data once, after the session, with the reader token', async (route, path) => {
    renderSignedIn(route);
    const calls = () => headers.filter((h) => h.path === path);
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls()).toEqual([{ path, authorization: 'Bearer reader-token' }]);
  });

  it('asks for nothing on an id that cannot exist', async () => {
    renderSignedIn('/viewer/abc');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(headers.filter((h) => h.path.startsWith('/api/backend/contents'))).toEqual([]);
  });
});
