import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentSummary } from '@/domain/catalog';
import { sessionEstablished } from '@/session';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { buildCoin, buildContentSummary, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import { installBrowserApis, intersect } from '../../testing/browser-apis';
import { contentDetail, episodeItem } from '../../testing/detail-data';
import { ContentDetailView } from './content-detail-view';

let backend: FakeBackend;
let restoreBrowser: () => void;
let recommend: () => FakeReply;

const harbour = buildContentSummary({ id: 7, name: 'Moonlit Harbour' });
const lighthouse = buildContentSummary({ id: 8, name: 'The Lighthouse Keeper' });
const tides = buildContentSummary({ id: 9, name: 'Tides of Salt', isAdult: true });

beforeEach(() => {
  restoreBrowser = installBrowserApis();
  recommend = () => ({ data: [lighthouse, harbour, tides] satisfies ContentSummary[] });
  backend = fakeBackend({ 'GET /recommend': () => recommend() });
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
});

/** The title page of title 7 as the route shows it once its detail arrived. */
function renderPage() {
  return renderWithProviders(
    <ContentDetailView
      content={contentDetail([episodeItem(1, { kind: 'FREE' })])}
      episodeHref={(id) => `/viewer/${id}`}
      detailHref={(id) => `/detail/${id}`}
      lastReadEpisodeId={null}
      onToggleFavorite={() => undefined}
      favoriteBusy={false}
      now={0}
    />,
  );
}

const row = () => screen.queryByRole('region', { name: t('detail.recommendations') });
/** The row's call has been answered (or has failed) and the page has taken the answer in. */
const settled = (store: ReturnType<typeof renderPage>['store']) =>
  waitFor(() => {
    const queries = Object.values(store.getState().api?.queries ?? {});
    const call = queries.find((query) => query?.endpointName === 'recommendations');
    expect(call?.status === 'fulfilled' || call?.status === 'rejected').toBe(true);
  });
const scrollNear = () => intersect(screen.getByTestId('recommendations'));

describe('recommendations on the title page', () => {
  it('asks GET /recommend for this title only once the reader scrolls near the end, then shows the row under the episodes', async () => {
    renderPage();
    expect(backend.calls('GET /recommend')).toHaveLength(0);

    scrollNear();
    const rail = await screen.findByRole('region', { name: t('detail.recommendations') });
    expect(backend.calls('GET /recommend').map((call) => call.params.get('contentId'))).toEqual(['7']);
    const episodes = screen.getByRole('heading', { level: 2, name: new RegExp(t('detail.episodesHeading')) });
    expect(episodes.compareDocumentPosition(rail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The titles the API recommends, never the title of the page, each opening its own page.
    const cards = within(rail).getAllByTestId('content-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/detail/8', '/detail/9']);
    // An adult title the API let through for this reader says so on its card, as in every list.
    expect(within(cards[1]!).getByText(t('ui.card.adult'))).toBeInTheDocument();
  });

  it('shows nothing when there is nothing else to recommend', async () => {
    recommend = () => ({ data: [harbour] });
    const { store } = renderPage();
    scrollNear();
    await settled(store);
    expect(backend.calls('GET /recommend')).toHaveLength(1);
    expect(row()).toBeNull();
    expect(screen.queryByText(t('detail.recommendations'))).toBeNull();
  });

  it('shows nothing when the call fails: the page is whole without it', async () => {
    recommend = () => ({ code: 'SERVER_ERROR', status: 500 });
    const { store } = renderPage();
    scrollNear();
    await settled(store);
    expect(row()).toBeNull();
  });

  it('asks again for a reader who signs in: what they may see differs from a guest', async () => {
    const { store } = renderPage();
    scrollNear();
    await screen.findByRole('region', { name: t('detail.recommendations') });
    await act(async () => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    });
    await waitFor(() => expect(backend.calls('GET /recommend')).toHaveLength(2));
    expect(backend.calls('GET /recommend')[1]?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
