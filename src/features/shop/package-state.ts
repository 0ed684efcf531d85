import type { CoinProduct } from '@/domain/coins';

/** Why a package cannot be bought, or that it can (docs/api.md: LIMITED_COIN_PRODUCT, LIMITED_COIN_PRODUCT_USER). */
export type PackageState = 'available' | 'soldOut' | 'limitReached';

/** A limited package with none left is sold out; a reader who bought it the allowed number of times is done. */
export function packageState(product: CoinProduct): PackageState {
  if (product.stock !== null && product.stock.remaining <= 0) return 'soldOut';
  if (product.perUserLimit !== null && product.boughtByMe >= product.perUserLimit) return 'limitReached';
  return 'available';
}

/** The coins a package brings in all: the paid coins and the bonus. */
export function packageCoins(product: Pick<CoinProduct, 'coins' | 'bonus'>): number {
  return product.coins + product.bonus;
}
