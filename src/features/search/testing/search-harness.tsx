import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ContentSummary } from '@/domain/catalog';
import { buildContentSummary } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import type { SearchPage as SearchPageData, TagRank } from '../api';
import { SearchPage } from '../components/search-page';
import type { FakeReply } from '@/testing/fake-backend';

export const TAGS: TagRank[] = [
  { rank: 1, tag: 'romance', titleCount: 12 },
  { rank: 2, tag: 'sea', titleCount: 1 },
];

/** `count` titles named `<prefix> 1`, `<prefix> 2`, … */
export const titles = (prefix: string, count = 2): ContentSummary[] =>
  Array.from({ length: count }, (_, i) => buildContentSummary({ name: `${prefix} ${i + 1}` }));

export const page = (items: ContentSummary[], nextCursor: string | null = null, total = items.length): FakeReply => ({
  data: { items, nextCursor, total } satisfies SearchPageData,
});

/**
 * Fake setTimeout for the pause in typing. Testing Library moves fake clocks only when it sees Jest's; without the
 * `jest` stand-in its async helpers (and user-event, which drains on a timer) would wait on a clock that never
 * moves, and so would RTK Query's batched updates. Undo with `vi.useRealTimers(); vi.unstubAllGlobals()`.
 */
export function startFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

/** `/search` (after `/`, so back has somewhere to go) with a stand-in detail page. */
export function renderSearch(route = '/search', options: { desktop?: boolean } = {}) {
  const app = renderWithProviders(
    [
      { path: '/search', element: <SearchPage detailHref={(id) => `/detail/${id}`} /> },
      { path: '/detail/:id', element: <p>detail page</p> },
    ],
    {
      route: ['/', route],
      preloadedState: { layout: { isDesktop: options.desktop ?? true, width: 720, height: 800 } },
    },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...app, user, field: () => screen.getByRole('searchbox', { name: t('search.field.label') }) };
}
