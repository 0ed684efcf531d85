import platform from '@platform';
import type { CoinProduct } from '@/domain/coins';
import type { PlatformId } from '@/domain/enums';
import { buildProduct } from './coin-factories';

/** The 100-coin package of each demo shop (server/db/seed-economy.ts), in its currency's major unit. */
const HUNDRED: Record<PlatformId, { price: number; currency: string } | null> = {
  japan: { price: 120, currency: 'JPY' },
  thai: { price: 35, currency: 'THB' },
  taiwan: { price: 30, currency: 'TWD' },
  me: { price: 0.99, currency: 'USD' },
  de: null,
};

/** This test run's platform's shop: its 100-coin package and its 1000 + 100 package (the better rate). */
export function demoShop(): CoinProduct[] {
  const hundred = HUNDRED[platform.id];
  if (!hundred) return [];
  return [
    buildProduct({ ...hundred, coins: 100, bonus: 0 }),
    buildProduct({ price: hundred.price * 10, currency: hundred.currency, coins: 1000, bonus: 100 }),
  ];
}

/**
 * "≈ value" of 30 coins as each platform writes it (the 100-coin package pays): yen without decimals, baht with two,
 * New Taiwan dollars as NT$ without decimals, US dollars with cents. Null: the platform has no shop.
 */
export const THIRTY_COINS: RegExp | null = {
  japan: /≈ [￥¥]36(?!\d)/,
  thai: /≈ ฿10\.50/,
  taiwan: /≈ NT\$9(?![\d.])/,
  me: /≈ \$0\.30/,
  de: null,
}[platform.id];
