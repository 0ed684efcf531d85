import styled from '@emotion/styled';
import { useCoinProductsQuery } from '@/api/shared-reads';
import { coinValue } from '@/domain/coin-value';
import type { CoinProduct } from '@/domain/coins';
import { formatMoney } from '@/i18n';
import { t } from '@/i18n/ns/money';
import { useReaderKey } from '@/session/reader-key';

/** "≈ ¥36": `coins` valued at the rate of the package the reader would buy (src/domain/coin-value.ts); null: none. */
export function coinValueText(products: readonly CoinProduct[] | undefined, coins: number): string | null {
  const value = products ? coinValue(products, coins) : null;
  return value === null ? null : t('money.approx', { amount: formatMoney(value) });
}

/** The values of several prices in their order ("≈ ¥36 · ≈ ¥60" under "rent 30 · buy 50"); null: none to say. */
export function coinValuesText(products: readonly CoinProduct[] | undefined, prices: readonly number[]): string | null {
  const texts = prices.map((coins) => coinValueText(products, coins)).filter((text) => text !== null);
  return texts.length > 0 ? texts.join(' · ') : null;
}

/**
 * The shop's packages for this reader, shared with the shop's cache entry (one request, loaded once the screen asks
 * for it: never part of the first load). A failed or empty list values nothing: the hints stay away, silently.
 */
export function useCoinPackages(): readonly CoinProduct[] | undefined {
  return useCoinProductsQuery(useReaderKey()).currentData;
}

export interface CoinValueProps {
  coins: number;
  /** The packages (useCoinPackages), read once by the list around many hints. */
  products: readonly CoinProduct[] | undefined;
  className?: string;
}

/**
 * The quiet hint beside a coin price. Visible text, not a label: inside a link or a button it simply becomes part of
 * its accessible name, as what is seen is what is said.
 */
export function CoinValue({ coins, products, className }: CoinValueProps) {
  const text = coinValueText(products, coins);
  // The space before it belongs to it: without a hint, the price ends where it did.
  return text ? (
    <>
      {' '}
      <Hint className={className} data-testid="coin-value">
        {text}
      </Hint>
    </>
  ) : null;
}

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* On a filled button the muted grey would lose its contrast: the button's own colour, smaller and lighter. */
  button & {
    color: inherit;
  }
`;
