import type { ReactElement } from 'react';
import type { ContentSummary, RecentItem } from '@/domain/catalog';
import { sessionEstablished } from '@/session';
import { buildCoin, buildContentSummary, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';

/** Renders a library list for a signed-in reader (the routes' guard lets only them in). */
export function renderSignedIn(element: ReactElement, route = '/library') {
  const store = makeTestStore();
  store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  return renderWithProviders(
    [
      { path: route, element },
      { path: '/detail/:id', element: <p>detail page</p> },
      { path: '/viewer/:id', element: <p>viewer page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { route: ['/', route], store },
  );
}

export const favorite = (id: number, name: string): ContentSummary => buildContentSummary({ id, name });

export function recentItem(overrides: Partial<RecentItem> & { content: ContentSummary }): RecentItem {
  return { episodeId: 500, episodeNumber: 1, scrollPercent: 0, lastImage: 0, updatedAt: Date.now(), ...overrides };
}
