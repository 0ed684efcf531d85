import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ACCOUNT_KEY, KEPT_CACHE, readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import { sessionEstablished } from '@/session/session-slice';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import type { FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { keepEpisode } from '../keep';
import { installFakeCaches, type FakeCaches } from '../testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from '../testing/kept-fixtures';
import { DeviceList } from './device-list';

const ACCOUNT = 8;
let caches: FakeCaches;
let backend: FakeBackend;

async function keep(...episodeIds: number[]) {
  for (const episodeId of episodeIds)
    await keepEpisode(
      { accountId: ACCOUNT, contentId: TITLE_ID, episodeId },
      { viewportWidth: 390, pixelRatio: 2, now: () => Date.now(), fetch: imageFetch({ bytes: 1_500_000 }).fetch },
    );
}

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
  Object.defineProperty(navigator, 'storage', {
    value: { estimate: () => Promise.resolve({ usage: 4_600_000, quota: 1_000_000_000 }) },
    configurable: true,
  });
  backend = keptBackend({ 101: { kind: 'OWNED' }, 102: { kind: 'RENTED', expiresAt: Date.now() + 3_600_000 } });
});

afterEach(() => {
  backend.restore();
  caches.restore();
  resetKv();
  delete (navigator as { storage?: unknown }).storage;
});

describe('DeviceList', () => {
  it('lists what is kept with sizes and the space used and left, and removes an episode, then the title', async () => {
    await keep(101, 102);
    const { store, user } = renderWithProviders(<DeviceList episodeHref={(id) => `/viewer/${id}`} />);
    store.dispatch(sessionEstablished({ user: buildUser({ id: ACCOUNT }), coin: buildCoin(), tokens: buildTokens() }));

    expect(await screen.findByRole('heading', { name: 'Night Train' })).toBeInTheDocument();
    expect(screen.getByText(/4\.6\s?MB/)).toBeInTheDocument();
    expect(screen.getByText(/995\s?MB/)).toBeInTheDocument();
    expect(screen.getByText('第1話 Stop 1')).toBeInTheDocument();
    expect(screen.getByText(/レンタル終了/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '「Night Train」第1話を読む' })).toHaveAttribute('href', '/viewer/101');

    await user.click(screen.getByRole('button', { name: '「Night Train」第1話を端末から削除' }));
    await waitFor(() => expect(screen.queryByText('第1話 Stop 1')).not.toBeInTheDocument());
    expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes)).toEqual(['102']);

    const title = screen.getByRole('heading', { name: 'Night Train' }).closest('li');
    await user.click(within(title!).getByRole('button', { name: '「Night Train」の保存した話をすべて端末から削除' }));
    expect(await screen.findByText(/まだ何も保存していません/)).toBeInTheDocument();
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
  });

  it('lists the device’s account without any session or server call (an offline reload)', async () => {
    await keep(101);
    localStorage.setItem(DEVICE_ACCOUNT_KEY, String(ACCOUNT));
    const calls = backend.requests.length;
    renderWithProviders(<DeviceList episodeHref={(id) => `/viewer/${id}`} />);
    expect(await screen.findByText('第1話 Stop 1')).toBeInTheDocument();
    expect(backend.requests).toHaveLength(calls);
  });

  it('asks a guest to sign in', async () => {
    renderWithProviders(<DeviceList episodeHref={(id) => `/viewer/${id}`} />);
    expect(await screen.findByText(/ログインすると/)).toBeInTheDocument();
  });
});
