import { createMemoryRouter, matchPath, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sessionCleared } from '@/session';
import { platforms } from '../../platforms';
import type { PlatformConfig } from '../../platforms/types';
import { laterPages } from './later-routes';
import { paths } from './paths';
import { appRouteTable, createAppRoutes } from './router';
import { makeStore } from './store';

// Issue 30: the first load carries the reading path's routes only; the other screens' table loads when a URL needs it.

function guestStore() {
  const { store } = makeStore();
  store.dispatch(sessionCleared());
  return store;
}

const bootstrap = async () => undefined;

function collectPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...collectPaths(r.children ?? [])]);
}

/** A memory router built like the app's, whose later table is counted (and can be made to fail). */
function startAt(url: string, platform: PlatformConfig = platforms.japan, fail = false) {
  const load = vi.fn(async () => {
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    return { laterPages };
  });
  const table = appRouteTable(guestStore(), { platform, bootstrap }, load);
  const router = createMemoryRouter(table.routes, {
    initialEntries: [url],
    patchRoutesOnNavigation: table.patchRoutesOnNavigation,
  });
  return { router, load };
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  // A route's first visit imports its screen module: slow under the test transformer.
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), {
    timeout: 20_000,
  });
  return router.state.matches.at(-1)?.route.path;
}

describe('the first route table', () => {
  it('holds the reading path, the transfer note and the catch-all; the later table holds every other screen', () => {
    const first = collectPaths(createAppRoutes(guestStore(), { platform: platforms.japan, bootstrap }));
    expect(first.sort()).toEqual(
      [paths.main.path, paths.homeTab.path, paths.detail.path, paths.viewer.path, paths.transferNote.path, '*'].sort(),
    );
    const whole = collectPaths(createAppRoutes(guestStore(), { platform: platforms.japan, bootstrap }, laterPages));
    expect(whole.length).toBe(new Set(whole).size);
    expect(whole).toEqual(expect.arrayContaining(Object.values(paths).map((route) => route.path)));
  });

  it('serves no later screen by a route of the first table: only the catch-all asks for the later one', () => {
    const firstWithParams = [paths.homeTab.path, paths.detail.path, paths.viewer.path];
    for (const later of collectPaths(laterPages(appRouteTableGuardless()))) {
      // A later pattern's own text as a URL: a first-table route matching it would hide the later screen.
      const url = later.replace(/:(\w+)/g, '1');
      for (const pattern of firstWithParams) expect(matchPath(pattern, url), `${pattern} vs ${later}`).toBeNull();
    }
  });
});

/** laterPages only reads the guard's loaders: a table built for a guest gives it one. */
function appRouteTableGuardless() {
  const loader = () => null;
  return { session: loader, guest: loader, signInPage: loader, transferGuest: loader, transferReader: loader } as never;
}

describe('finding the later screens on navigation', () => {
  it('opens the reading path without loading the later table', async () => {
    for (const url of ['/', '/home/weekly', '/detail/7', '/viewer/9']) {
      const { router, load } = startAt(url);
      const path = await settled(router);
      expect(path).not.toBe('*');
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('loads the later table once for a later screen, deep-linked or navigated to', async () => {
    const { router, load } = startAt(paths.faq.path);
    expect(await settled(router)).toBe(paths.faq.path);
    await router.navigate(paths.policy.path);
    expect(await settled(router)).toBe(paths.policy.path);
    await router.navigate(paths.eventDetail.href(3));
    expect(await settled(router)).toBe(paths.eventDetail.path);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still answers an unknown address with the not-found page', async () => {
    const { router, load } = startAt('/no-such-page');
    expect(await settled(router)).toBe('*');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen when the later table cannot load, and tries again on the next navigation', async () => {
    const { router, load } = startAt(paths.faq.path, platforms.japan, true);
    await settled(router);
    expect(router.state.errors).not.toBeNull();
    await router.navigate(paths.policy.path);
    await settled(router);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on the German variant, sends `/` to the transfer note without the later table, and finds the whitelist', async () => {
    const home = startAt('/', platforms.de);
    await settled(home.router);
    expect(home.router.state.location.pathname).toBe(paths.transferNote.path);
    expect(home.load).not.toHaveBeenCalled();

    const faq = startAt(paths.faq.path, platforms.de);
    expect(await settled(faq.router)).toBe(paths.faq.path);
    await faq.router.navigate(paths.shop.path);
    await settled(faq.router);
    expect(faq.router.state.location.pathname).toBe(paths.transferNote.path);
  });
});
