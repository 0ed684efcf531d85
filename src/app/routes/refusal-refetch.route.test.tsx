import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClients, resetClients } from '@/api';
import { detailApi } from '@/features/catalog/detail/api';
import { viewerApi } from '@/features/viewer/api';
import { t } from '@/testing/texts';
import { deferred } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { makeStore } from '../store';

// A refused title or episode is often answered before its screen is there (index.html's read, the route's loader):
// the screen then renders the refusal from the store, and RTK Query asks again when it subscribes. The refusal must
// stay on screen through that second request: a spinner in between took the page's heading away while a screen
// reader (or axe, in a CI run) was reading it.
let server: TinyServer;
const asked: string[] = [];
// The first request of a path is refused at once, the next ones when the test lets them.
let later = deferred<void>();

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    const refuse = () => sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } });
    if (asked.filter((p) => p === path).length === 1) refuse();
    else void later.promise.then(refuse);
  });
  configureClients({ urls: { backend: `${server.url}/api/backend` } });
});

afterAll(async () => {
  later.resolve();
  resetClients();
  await server.close();
});

beforeEach(() => {
  asked.length = 0;
  later = deferred<void>();
});

describe('a refusal answered before its screen', () => {
  it.each([
    {
      route: '/detail/34',
      path: '/api/backend/contents/34',
      refuse: () => detailApi.util.prefetch('contentDetail', 34, {}),
      lazy: () => import('./detail.route').then(({ Component }) => ({ Component })),
      loading: () => t('detail.loading'),
    },
    {
      route: '/viewer/12',
      path: '/api/backend/contents/viewer/12',
      refuse: () => viewerApi.util.prefetch('viewerEpisode', 12, {}),
      lazy: () => import('./viewer.route').then(({ Component }) => ({ Component })),
      loading: () => t('common.loading'),
    },
  ])(
    '$route keeps its refusal on screen while the query asks again',
    async ({ route, path, refuse, lazy, loading }) => {
      const { store } = makeStore();
      // The loader's prefetch, refused before the screen subscribes.
      store.dispatch(refuse());
      await waitFor(() =>
        expect(Object.values(store.getState().api?.queries ?? {}).map((q) => q?.status)).toEqual(['rejected']),
      );
      renderWithProviders([{ path: route.replace(/\d+$/, ':id'), lazy, HydrateFallback: () => null }], {
        route,
        store,
      });
      // The screen's module is imported here for the first time in this file: beside the whole of npm test that took
      // over 20 s once for another route module (refused-title.route.test.tsx).
      const heading = await screen.findByRole('heading', { name: t('pages.notFound.heading') }, { timeout: 50_000 });
      // The screen's subscription asked again; its answer is held while the screen is looked at.
      await waitFor(() => expect(asked).toEqual([path, path]));
      expect(screen.queryByText(loading())).toBeNull();
      expect(heading).toBeInTheDocument();
      later.resolve();
      await waitFor(() =>
        expect(Object.values(store.getState().api?.queries ?? {}).map((q) => q?.status)).toEqual(['rejected']),
      );
      expect(screen.getByRole('heading', { name: t('pages.notFound.heading') })).toBe(heading);
    },
  );
});
