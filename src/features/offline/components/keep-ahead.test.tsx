import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import { sessionEstablished } from '@/session/session-slice';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import type { FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { KEEP_AHEAD_KEY, KEEP_AHEAD_STOPPED_KEY } from '../keep-ahead';
import { installFakeCaches, type FakeCaches } from '../testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from '../testing/kept-fixtures';
import { KeepAhead, KeepAheadSetting } from './keep-ahead';

const ACCOUNT = 61;
let caches: FakeCaches;
let backend: FakeBackend;

function setConnection(connection: { type?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
  backend = keptBackend({ 101: { kind: 'OWNED' }, 102: { kind: 'OWNED' }, 103: { kind: 'OWNED' } });
});

afterEach(() => {
  backend.restore();
  caches.restore();
  resetKv();
  delete (navigator as { connection?: unknown }).connection;
  vi.unstubAllGlobals();
});

describe('KeepAheadSetting', () => {
  it('stores the reader’s choice, and says when this browser cannot tell Wi-Fi and why the last run stopped', async () => {
    setConnection(undefined);
    localStorage.setItem(KEEP_AHEAD_STOPPED_KEY, 'NO_SPACE');
    const { user } = renderWithProviders(<KeepAheadSetting />);
    const select = screen.getByRole('combobox', { name: 'Wi-Fi接続時に次の話を自動でオフライン保存' });
    expect(select).toHaveValue('0');
    // Off: no word of a past stop.
    expect(screen.queryByText(/前回の自動保存/)).not.toBeInTheDocument();

    await user.selectOptions(select, '購入済みの次の5話');
    expect(localStorage.getItem(KEEP_AHEAD_KEY)).toBe('5');
    expect(screen.getByText(/Wi-Fi接続かどうかが分からない/)).toBeInTheDocument();
    // Choosing again starts afresh: the old stop is forgotten.
    expect(localStorage.getItem(KEEP_AHEAD_STOPPED_KEY)).toBeNull();

    await user.selectOptions(select, 'オフ');
    expect(localStorage.getItem(KEEP_AHEAD_KEY)).toBeNull();
  });

  it('shows why the last automatic run stopped', () => {
    setConnection({ type: 'wifi' });
    localStorage.setItem(KEEP_AHEAD_KEY, '3');
    localStorage.setItem(KEEP_AHEAD_STOPPED_KEY, 'NO_SPACE');
    renderWithProviders(<KeepAheadSetting />);
    expect(screen.getByText(/前回の自動保存は途中で止まりました：端末の空き容量がありません/)).toHaveAttribute(
      'role',
      'status',
    );
  });
});

describe('KeepAhead (mounted by the viewer)', () => {
  it('keeps the next owned episodes of the title once the reader is signed in, on Wi-Fi', async () => {
    setConnection({ type: 'wifi' });
    localStorage.setItem(KEEP_AHEAD_KEY, '3');
    // The images come from the image origin, not through the API client.
    vi.stubGlobal('fetch', imageFetch().fetch);
    const { store } = renderWithProviders(<KeepAhead contentId={TITLE_ID} episodeNumber={1} />);
    // A guest keeps nothing.
    expect(backend.requests).toEqual([]);
    store.dispatch(sessionEstablished({ user: buildUser({ id: ACCOUNT }), coin: buildCoin(), tokens: buildTokens() }));
    await waitFor(async () =>
      expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes).sort()).toEqual(['102', '103']),
    );
  });
});
