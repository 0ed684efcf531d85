import type { PlatformId } from '../../src/domain/enums';
import { coinPriceMinor, type ShopPlatform } from './seed-economy';

/**
 * What a paid episode of the demo catalogue costs in each market, in the currency's minor unit, as the market's own
 * services charge (issue 28, finding 15: a 5-coin episode cost about ¥6):
 * - japan: LINE Manga and Piccoma sell an episode for about ¥50–60; a rental (where offered) about a third less.
 * - thai: local webtoon apps charge about ฿8–12 an episode; rentals about half.
 * - taiwan: about NT$10–14 an episode; rentals about NT$6–9.
 * - me: WEBTOON's Daily Pass / fast pass and Tapas charge about $0.30–0.60 an episode; rentals about $0.30.
 * The coins follow from the shop's own coin price (coinPriceMinor), so a change of packages keeps the money right.
 */
export const EPISODE_PRICE_MINOR: Record<ShopPlatform, { buy: number; rent: number }> = {
  japan: { buy: 60, rent: 36 },
  thai: { buy: 1050, rent: 525 },
  taiwan: { buy: 1200, rent: 750 },
  me: { buy: 50, rent: 30 },
};

/** Coin prices are round numbers, as a shop shows them ("50 coins"); titles differ by one step around the market's. */
const STEP = 5;

/** The German deployment has no shop; its readers' episodes move to 'me', so they are priced as there. */
function shopOf(platform: PlatformId): ShopPlatform {
  return platform === 'de' ? 'me' : platform;
}

function coinsFor(minor: number, platform: ShopPlatform): number {
  return Math.max(STEP, Math.round(minor / coinPriceMinor(platform) / STEP) * STEP);
}

/**
 * The rent and buy price in coins of title `titleIndex` on the platform: the market's price, one step cheaper or
 * dearer by title so that the catalogue is not uniform; a rental always costs less than buying.
 */
export function seedEpisodePrices(
  platform: PlatformId,
  titleIndex: number,
): { rentPrice: number; possessionPrice: number } {
  const shop = shopOf(platform);
  const spread = ((titleIndex % 3) - 1) * STEP;
  const target = EPISODE_PRICE_MINOR[shop];
  const possessionPrice = coinsFor(target.buy, shop) + spread;
  const rentPrice = Math.min(coinsFor(target.rent, shop) + spread, possessionPrice - STEP);
  return { rentPrice, possessionPrice };
}
