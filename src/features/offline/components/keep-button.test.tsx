import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeState } from '@/domain/catalog';
import { KEPT_CACHE, readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import type { RootState } from '@/session';
import { buildTokens, buildUser } from '@/testing/factories';
import type { FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { installFakeCaches, type FakeCaches } from '../testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from '../testing/kept-fixtures';
import { KeepAllButton } from './keep-all-button';
import { KeepButton } from './keep-button';

const ACCOUNT = 5;
let caches: FakeCaches;
let backend: FakeBackend | null = null;
const signedIn: Partial<RootState> = {
  session: { status: 'authenticated', user: buildUser({ id: ACCOUNT }), tokens: buildTokens() },
};

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
});

afterEach(() => {
  backend?.restore();
  backend = null;
  caches.restore();
  resetKv();
  vi.unstubAllGlobals();
});

const episode = (id: number, state: EpisodeState) => ({ id, number: id - 100, state });

describe('KeepButton', () => {
  it('keeps an owned episode, then says it is on the device and removes it from there', async () => {
    backend = keptBackend({ 101: { kind: 'OWNED' } });
    vi.stubGlobal('fetch', imageFetch().fetch);
    const { user } = renderWithProviders(
      <KeepButton contentId={TITLE_ID} episode={episode(101, { kind: 'OWNED' })} />,
      {
        preloadedState: signedIn,
      },
    );

    await user.click(await screen.findByRole('button', { name: '第1話をオフライン用に保存' }));
    expect(await screen.findByText('第1話を端末に保存しました。オフラインでも読めます。')).toBeInTheDocument();
    expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes)).toEqual(['101']);

    await user.click(await screen.findByRole('button', { name: '第1話は端末に保存済みです：削除する' }));
    expect(await screen.findByRole('button', { name: '第1話をオフライン用に保存' })).toBeInTheDocument();
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
  });

  it('says "no space left" when the quota is reached, and nothing is kept', async () => {
    caches.restore();
    caches = installFakeCaches({ quotaBytes: 2_500 });
    backend = keptBackend({ 101: { kind: 'OWNED' } });
    vi.stubGlobal('fetch', imageFetch({ bytes: 1000 }).fetch);
    const { user } = renderWithProviders(
      <KeepButton contentId={TITLE_ID} episode={episode(101, { kind: 'OWNED' })} />,
      {
        preloadedState: signedIn,
      },
    );

    await user.click(await screen.findByRole('button', { name: '第1話をオフライン用に保存' }));
    expect(await screen.findByText(/端末の空き容量がありません/)).toBeInTheDocument();
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
    expect((await readKeptIndex(ACCOUNT)).episodes).toEqual({});
  });

  it('offers nothing for a locked episode or a guest', async () => {
    const locked = renderWithProviders(
      <KeepButton contentId={TITLE_ID} episode={episode(101, { kind: 'LOCKED', rentPrice: 1, possessionPrice: 2 })} />,
      { preloadedState: signedIn },
    );
    await screen.findByText((_, element) => element === locked.container);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    locked.unmount();
    renderWithProviders(<KeepButton contentId={TITLE_ID} episode={episode(101, { kind: 'OWNED' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('KeepAllButton', () => {
  it('keeps every owned episode of the title that is not kept yet', async () => {
    const states = { 101: { kind: 'OWNED' }, 102: { kind: 'OWNED' }, 103: { kind: 'FREE' } } as const;
    backend = keptBackend(states);
    vi.stubGlobal('fetch', imageFetch().fetch);
    const { user } = renderWithProviders(
      <KeepAllButton contentId={TITLE_ID} episodes={Object.entries(states).map(([id, s]) => episode(Number(id), s))} />,
      { preloadedState: signedIn },
    );

    await user.click(await screen.findByRole('button', { name: '購入済みの話をすべてオフライン保存' }));
    expect(await screen.findByText('2話を端末に保存しました。')).toBeInTheDocument();
    expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes).sort()).toEqual(['101', '102']);
  });
});
