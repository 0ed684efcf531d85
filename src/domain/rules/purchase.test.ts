import { describe, expect, it } from 'vitest';
import type { EpisodeState } from '../catalog';
import { PurchaseKind } from '../enums';
import { episodePrice, purchaseRefusal, rentalEnds } from './purchase';

const sale = { rentPrice: 3, possessionPrice: 9 };
const { RENTAL, BUY } = PurchaseKind;
const prices = { rentPrice: 3, possessionPrice: 9 };

const states: [string, EpisodeState, string | null, string | null][] = [
  ['free', { kind: 'FREE' }, 'RENT_PURCHASE_IMPOSSIBLE', 'POSSESSION_PURCHASE_IMPOSSIBLE'],
  ['owned', { kind: 'OWNED' }, 'RENT_PURCHASE_IMPOSSIBLE', 'EXIST_LIBRARY'],
  ['rented', { kind: 'RENTED', expiresAt: 1 }, 'RENT_PURCHASE_IMPOSSIBLE', null],
  ['wait-until-free', { kind: 'WAIT_FREE', ...prices, waitHours: 24, ticketAt: null }, null, null],
  ['locked', { kind: 'LOCKED', ...prices }, null, null],
];

describe('purchaseRefusal', () => {
  it.each(states)('a %s episode: rent → %s, buy → %s', (_name, state, rent, buy) => {
    expect(purchaseRefusal(state, RENTAL, sale)).toBe(rent);
    expect(purchaseRefusal(state, BUY, sale)).toBe(buy);
  });

  it('answers the sale-type code when the title does not sell that way, whatever the state', () => {
    expect(purchaseRefusal({ kind: 'LOCKED', ...prices }, RENTAL, { rentPrice: 0, possessionPrice: 9 })).toBe(
      'UN_MATCHED_RENT_SALE_TYPE',
    );
    expect(purchaseRefusal({ kind: 'OWNED' }, BUY, { rentPrice: 3, possessionPrice: 0 })).toBe(
      'UN_MATCHED_POSSESSION_SALE_TYPE',
    );
  });
});

describe('episodePrice and rentalEnds', () => {
  it('prices by kind and ends a rental after its hours', () => {
    expect(episodePrice(RENTAL, sale)).toBe(3);
    expect(episodePrice(BUY, sale)).toBe(9);
    expect(rentalEnds(Date.UTC(2030, 0, 1), 72)).toBe(Date.UTC(2030, 0, 4));
  });
});
