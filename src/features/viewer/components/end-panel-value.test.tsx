import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeState } from '@/domain/catalog';
import { demoShop, THIRTY_COINS } from '@/testing/coin-shop';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import type { NextUnlock } from '../unlock-types';
import { EndPanel } from './end-panel';

let backend: FakeBackend;
beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  backend.restore();
  vi.unstubAllGlobals();
});

const LOCKED: EpisodeState = { kind: 'LOCKED', rentPrice: 30, possessionPrice: 30 };

function renderPanel(products: unknown, unlock?: NextUnlock) {
  backend = fakeBackend({ 'GET /payment/products': () => ({ data: products }) });
  const panel = (
    <EndPanel
      episodeNumber={4}
      prevEpisodeId={null}
      nextEpisodeId={105}
      nextState={LOCKED}
      now={0}
      detailHref="/detail/7"
      episodeHref={(id) => `/viewer/${id}`}
      autoContinue={unlock !== undefined}
      unlock={unlock}
    />
  );
  return renderWithProviders([{ path: '/viewer/104', element: panel }], { route: '/viewer/104' });
}

// Issue 14: the next episode's prices and what auto-continue will spend, each with its value in money.
describe.runIf(THIRTY_COINS)('money at the end of an episode', () => {
  it("states the next episode's prices in the platform's currency", async () => {
    renderPanel(demoShop());
    const values = await within(screen.getByTestId('viewer-end')).findByTestId('coin-value');
    expect(values.textContent).toMatch(new RegExp(`^${THIRTY_COINS!.source} · ${THIRTY_COINS!.source}$`));
  });

  it('says what auto-continue spends in money during its countdown', async () => {
    const unlock: NextUnlock = {
      onUnlock: vi.fn(),
      onUseTicket: vi.fn(),
      ticketPending: false,
      auto: { status: 'ready', via: 'RENT', coins: 30 },
      onReach: vi.fn(),
      commit: vi.fn(async () => false),
      shopHref: '/shop',
    };
    renderPanel(demoShop(), unlock);
    await screen.findByTestId('coin-value');
    act(() => FakeIntersectionObserver.intersect(screen.getByTestId('viewer-end'), 1));
    expect(screen.getByTestId('viewer-countdown-note').textContent).toMatch(THIRTY_COINS!);
  });

  it('says nothing in money when the shop has no packages', async () => {
    renderPanel([]);
    await vi.waitFor(() => expect(backend.calls('GET /payment/products')).toHaveLength(1));
    expect(screen.queryByTestId('coin-value')).toBeNull();
  });
});
