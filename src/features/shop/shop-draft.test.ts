import { afterEach, describe, expect, it } from 'vitest';
import { forgetShopDraft, keepShopDraft, readShopDraft } from './shop-draft';

afterEach(() => forgetShopDraft());

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;

describe('the shop draft', () => {
  it("gives a reader's choice and consent back to that reader only", () => {
    keepShopDraft('7:00000', 12, NOW);
    expect(readShopDraft('7:00000', NOW + MINUTE)).toEqual({
      reader: '7:00000',
      productId: 12,
      consented: true,
      at: NOW,
    });
    expect(readShopDraft('8:00000', NOW + MINUTE)).toBeNull();
  });

  it.each([
    ['within half an hour', 30 * MINUTE - 1, true],
    ['after half an hour', 30 * MINUTE, false],
    ['dated in the future (a clock turned back)', -MINUTE, false],
  ] as const)('is kept %s: %s', (_when, age, kept) => {
    keepShopDraft('7:00000', 12, NOW);
    expect(readShopDraft('7:00000', NOW + age) !== null).toBe(kept);
  });

  it('is gone once the purchase is paid', () => {
    keepShopDraft('7:00000', 12, NOW);
    forgetShopDraft();
    expect(readShopDraft('7:00000', NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no consent', JSON.stringify({ reader: '7:00000', productId: 12, consented: false, at: NOW })],
    ['a product id that is not one', JSON.stringify({ reader: '7:00000', productId: -1, consented: true, at: NOW })],
    ['no time', JSON.stringify({ reader: '7:00000', productId: 12, consented: true })],
  ])('ignores a stored value with %s', (_what, stored) => {
    sessionStorage.setItem('shop-draft', stored);
    expect(readShopDraft('7:00000', NOW)).toBeNull();
  });
});
