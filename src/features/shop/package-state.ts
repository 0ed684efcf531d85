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

/**
 * The first-purchase pack: the offer a reader may buy once (the shop's starter pack). A limit of one per reader is
 * what makes it an offer for newcomers; a larger limit is a regular package that happens to be rationed.
 */
export function isFirstPurchasePack(product: CoinProduct): boolean {
  return product.perUserLimit === 1;
}

const available = (product: CoinProduct) => packageState(product) === 'available';

/**
 * The order the shop shows: a first-purchase pack that can still be bought leads (it is the best value and can be
 * had only once), then the other packages that can be bought in the API's order, then those that cannot (sold out,
 * bought up), so the first screen is what a reader can act on. Stable within each group.
 */
export function shopOrder(products: readonly CoinProduct[]): CoinProduct[] {
  const rank = (product: CoinProduct) => (!available(product) ? 2 : isFirstPurchasePack(product) ? 0 : 1);
  return [...products].sort((a, b) => rank(a) - rank(b));
}

/**
 * The package chosen for the reader before they choose: the first-purchase pack while they can buy it, else the middle
 * of the price range (the upper middle of an even count), neither the smallest pack nor a push to the dearest.
 */
export function preselectedPackage(products: readonly CoinProduct[]): CoinProduct | null {
  const buyable = products.filter(available);
  const firstPurchase = buyable.find(isFirstPurchasePack);
  if (firstPurchase) return firstPurchase;
  const byPrice = [...buyable].sort((a, b) => a.price - b.price || a.id - b.id);
  return byPrice[Math.floor(byPrice.length / 2)] ?? null;
}
