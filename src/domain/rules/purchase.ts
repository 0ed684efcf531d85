import type { EpisodeState, SaleSettings } from '../catalog';
import { PurchaseKind } from '../enums';

/** Catalogue codes (spec §8 "Purchase") that refuse buying or renting one episode. */
export type PurchaseRefusal =
  | 'RENT_PURCHASE_IMPOSSIBLE'
  | 'POSSESSION_PURCHASE_IMPOSSIBLE'
  | 'EXIST_LIBRARY'
  | 'UN_MATCHED_RENT_SALE_TYPE'
  | 'UN_MATCHED_POSSESSION_SALE_TYPE';

/** The price of one episode in coins: the title's rent or possession price; 0 means not for sale that way. */
export function episodePrice(kind: PurchaseKind, sale: Pick<SaleSettings, 'rentPrice' | 'possessionPrice'>): number {
  return kind === PurchaseKind.RENTAL ? sale.rentPrice : sale.possessionPrice;
}

/**
 * Whether an episode in `state` can be rented (kind 0) or bought (kind 1), and if not, the code that says why:
 * a free episode needs neither; an owned one is in the library; a rented one can be bought (it is then kept) but not
 * rented again until the rental ends; a title that does not sell that way answers the sale-type code.
 */
export function purchaseRefusal(
  state: EpisodeState,
  kind: PurchaseKind,
  sale: Pick<SaleSettings, 'rentPrice' | 'possessionPrice'>,
): PurchaseRefusal | null {
  const rent = kind === PurchaseKind.RENTAL;
  if (episodePrice(kind, sale) <= 0) return rent ? 'UN_MATCHED_RENT_SALE_TYPE' : 'UN_MATCHED_POSSESSION_SALE_TYPE';
  switch (state.kind) {
    case 'FREE':
      return rent ? 'RENT_PURCHASE_IMPOSSIBLE' : 'POSSESSION_PURCHASE_IMPOSSIBLE';
    case 'OWNED':
      return rent ? 'RENT_PURCHASE_IMPOSSIBLE' : 'EXIST_LIBRARY';
    case 'RENTED':
      return rent ? 'RENT_PURCHASE_IMPOSSIBLE' : null;
    case 'WAIT_FREE':
    case 'LOCKED':
      return null;
  }
}

/** The end of a rental (or of a wait-until-free unlock) that starts at `now`, in epoch milliseconds. */
export function rentalEnds(now: number, hours: number): number {
  return now + hours * 60 * 60 * 1000;
}
