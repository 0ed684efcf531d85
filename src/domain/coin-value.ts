/**
 * What a coin price means in money (issue 14): the coins valued at the per-coin rate of the package the reader would
 * buy to pay them. Pure, shared by every screen that shows a coin price before buying.
 */
import type { CoinProduct } from './coins';

/** Every coin a package puts in the wallet: the paid coins and the bonus (the reader pays the price for both). */
export function coinsReceived(product: CoinProduct): number {
  return product.coins + product.bonus;
}

/** Money per coin received: the honest rate, since the bonus comes with the price. */
export function ratePerCoin(product: CoinProduct): number {
  return product.price / coinsReceived(product);
}

/** A package this reader can buy now: it has coins and a price, is not sold out and is under the reader's limit. */
export function isOnSale(product: CoinProduct): boolean {
  return (
    coinsReceived(product) > 0 &&
    product.price > 0 &&
    (product.stock === null || product.stock.remaining > 0) &&
    (product.perUserLimit === null || product.boughtByMe < product.perUserLimit)
  );
}

/** The lower of two packages by price, then by rate (equal prices: the one giving more coins). */
function cheaper(a: CoinProduct, b: CoinProduct): CoinProduct {
  if (a.price !== b.price) return a.price < b.price ? a : b;
  return ratePerCoin(a) <= ratePerCoin(b) ? a : b;
}

function betterRate(a: CoinProduct, b: CoinProduct): CoinProduct {
  return ratePerCoin(a) <= ratePerCoin(b) ? a : b;
}

/**
 * The package a reader would buy to pay `coins`: the cheapest one on sale whose coins received cover them; when none
 * does (a large bulk selection), the one with the best rate, as the reader would buy it more than once. Null when
 * nothing is on sale.
 */
export function packageFor(products: readonly CoinProduct[], coins: number): CoinProduct | null {
  const onSale = products.filter(isOnSale);
  const covering = onSale.filter((product) => coinsReceived(product) >= coins);
  if (covering.length > 0) return covering.reduce(cheaper);
  return onSale.length > 0 ? onSale.reduce(betterRate) : null;
}

/** `coins` in the platform currency's major unit at the rate of packageFor; null without a package or a price. */
export function coinValue(products: readonly CoinProduct[], coins: number): number | null {
  if (!(coins > 0)) return null;
  const product = packageFor(products, coins);
  return product ? coins * ratePerCoin(product) : null;
}
