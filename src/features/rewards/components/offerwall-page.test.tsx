import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestOffersReply } from '@/domain/signals';
import { t } from '@/i18n/ns/offerwall';
import { selectCoin } from '@/session';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { OfferwallPage } from './offerwall-page';

let backend: FakeBackend;
afterEach(() => backend.restore());

function serve() {
  const done = new Set<string>();
  const offers = () =>
    [
      { id: 'survey', coins: 10 },
      { id: 'install', coins: 30 },
      { id: 'video', coins: 5 },
    ].map((offer) => ({ ...offer, completed: done.has(offer.id) }));
  backend = fakeBackend({
    'GET /offerwall/test/offers': () => ({ data: { provider: 'TEST', offers: offers() } satisfies TestOffersReply }),
    'POST /offerwall/test/offers/install/complete': () => {
      const replayed = done.has('install');
      done.add('install');
      return { data: { coins: 30, replayed, wallet: buildWallet({ FREE_COIN: 30 }) } };
    },
  });
}

describe('OfferwallPage', () => {
  it('says in place that there are no offers where the deployment has no offerwall (no toast, no jump back)', async () => {
    backend = fakeBackend({ 'GET /offerwall/test/offers': () => ({ code: 'NOT_EXIST', status: 404 }) });
    const app = renderScreen(<OfferwallPage />, { path: '/offerwall' });
    expect(await screen.findByText(t('offerwall.none'))).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/offerwall');
    expect(screen.queryByRole('button', { name: t('offerwall.retry') })).not.toBeInTheDocument();
  });

  it('is labelled as the TEST offerwall and lists its three offers with their coins', async () => {
    serve();
    renderScreen(<OfferwallPage />, { path: '/offerwall' });
    expect(screen.getByTestId('test-offerwall')).toHaveTextContent(t('offerwall.testBadge'));
    const install = await screen.findByTestId('offer-install');
    expect(install).toHaveTextContent(t('offerwall.offers.install'));
    expect(install).toHaveTextContent(t('offerwall.coins', { coins: 30 }));
    expect(screen.getByTestId('offer-survey')).toBeInTheDocument();
    expect(screen.getByTestId('offer-video')).toBeInTheDocument();
  });

  it('completes an offer: the coins arrive in the wallet and the offer shows as completed', async () => {
    serve();
    const { user, store } = renderScreen(<OfferwallPage />, { path: '/offerwall' });
    const install = await screen.findByTestId('offer-install');
    await user.click(within(install).getByRole('button', { name: t('offerwall.complete') }));
    expect(await screen.findByText(t('offerwall.credited', { coins: 30 }))).toBeInTheDocument();
    expect(selectCoin(store.getState())).toMatchObject({ FREE_COIN: 30 });
    expect(await within(install).findByRole('button', { name: t('offerwall.completed') })).toBeDisabled();
    expect(backend.calls('POST /offerwall/test/offers/install/complete')).toHaveLength(1);
  });
});
