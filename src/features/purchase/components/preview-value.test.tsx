import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PurchaseKind } from '@/domain/enums';
import { demoShop, THIRTY_COINS } from '@/testing/coin-shop';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { previewOf } from '../testing/purchase-data';
import { PreviewDetails } from './preview-details';

let backend: FakeBackend;
afterEach(() => backend.restore());

// Ten episodes rented at 3 coins each: 30 coins in all.
const preview = previewOf(
  Array.from({ length: 10 }, (_, i) => 101 + i),
  PurchaseKind.RENTAL,
);

// Issue 14: the purchase sheet states its total in money too, before the reader confirms.
describe.runIf(THIRTY_COINS)('money beside the total of the purchase sheet', () => {
  it("says the total in the platform's currency", async () => {
    backend = fakeBackend({ 'GET /payment/products': () => ({ data: demoShop() }) });
    expect(preview.total).toBe(30);
    renderWithProviders(<PreviewDetails preview={preview} />);
    expect((await screen.findByTestId('coin-value')).textContent).toMatch(THIRTY_COINS!);
  });

  it('says nothing in money when the package list fails', async () => {
    backend = fakeBackend({ 'GET /payment/products': () => ({ code: 'NETWORK_ERROR', status: 503 }) });
    renderWithProviders(<PreviewDetails preview={preview} />);
    await vi.waitFor(() => expect(backend.calls('GET /payment/products').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('coin-value')).toBeNull();
    expect(screen.getByTestId('purchase-total')).toBeInTheDocument();
  });
});
