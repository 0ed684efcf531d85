import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { OFFLINE, OfflineError, isOfflineError } from '@/pwa/online';
import { restoreOnline, setOnline } from '@/pwa/offline-test-utils';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { ApiError } from './api-error';
import { call } from './call';
import { configureClients, resetClients } from './clients';

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  // The device has no connection: the network layer fails as a browser's fetch does offline.
  configureClients({
    urls: { backend: 'http://127.0.0.1:9/api' },
    fetch: (input) => {
      requests.push((input as { url?: string }).url ?? String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    },
  });
  setOnline(false);
});
afterEach(() => {
  restoreOnline();
  resetClients();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('server calls while the browser is offline', () => {
  it.each([
    ['a purchase', 'post', 'purchase/episodes'],
    ['a coin charge', 'post', 'payment/charge'],
    ['a gift', 'post', 'gift/send'],
    ['a deletion', 'delete', 'favorite/3'],
  ] as const)('refuses %s at once, without sending or queueing anything', async (_what, method, path) => {
    const error = await rejection(call('backend', method, path, { json: { id: 1 } }));
    expect(error).toBeInstanceOf(OfflineError);
    expect(error.code).toBe(OFFLINE);
    expect(requests).toEqual([]);
  });

  it('still sends a read (the service worker may answer it from a kept episode), and names its failure OFFLINE', async () => {
    const error = await rejection(call('backend', 'get', 'contents/1'));
    expect(requests).toHaveLength(1);
    expect(isOfflineError(error)).toBe(true);
  });

  it('online again, a network failure is the usual NETWORK_ERROR', async () => {
    setOnline(true);
    const error = await rejection(call('backend', 'get', 'contents/1'));
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('a screen that buys offline shows the localized "you are offline" message', async () => {
    function Buy() {
      const handle = useApiErrorHandler();
      return (
        <button type="button" onClick={() => call('backend', 'post', 'purchase/episodes').catch(handle)}>
          buy
        </button>
      );
    }
    const { user } = renderWithProviders(<Buy />);
    await user.click(screen.getByRole('button', { name: 'buy' }));
    expect(await screen.findByText(t('errors.OFFLINE'))).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
