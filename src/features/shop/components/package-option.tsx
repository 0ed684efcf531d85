import styled from '@emotion/styled';
import { useId } from 'react';
import type { CoinProduct } from '@/domain/coins';
import { formatMoney } from '@/i18n';
import { t } from '@/i18n/ns/shop';
import { isFirstPurchasePack, packageState } from '../package-state';

export interface PackageOptionProps {
  product: CoinProduct;
  checked: boolean;
  invalid: boolean;
  onChoose(id: number): void;
}

/**
 * What is said under a package: why it cannot be bought, its stock, the reader's share of it. A first-purchase pack's
 * badge already says "once per reader", so it is not said twice. Stated as facts, never as the reader's fault.
 */
function notesOf(product: CoinProduct): string[] {
  const state = packageState(product);
  const limit = product.perUserLimit;
  return [
    state === 'soldOut' && t('shop.packages.soldOut'),
    state === 'limitReached' && limit !== null && t('shop.packages.limitReached', { count: limit }),
    state !== 'soldOut' &&
      product.stock &&
      t('shop.packages.remaining', { remaining: product.stock.remaining, total: product.stock.total }),
    state === 'available' &&
      limit !== null &&
      !isFirstPurchasePack(product) &&
      (product.boughtByMe > 0
        ? t('shop.packages.bought', { bought: product.boughtByMe, limit })
        : t('shop.packages.perReader', { limit })),
  ].filter((note): note is string => typeof note === 'string');
}

/** One coin package as a radio: what it gives and costs, and whether it can still be bought by this reader. */
export function PackageOption({ product, checked, invalid, onChoose }: PackageOptionProps) {
  const id = useId();
  const state = packageState(product);
  const notes = notesOf(product);
  // Marked while it can be bought; a bought-out one is just a greyed package among the others.
  const firstPurchase = isFirstPurchasePack(product) && state === 'available';

  return (
    <Option data-testid={`package-${product.id}`} data-state={state}>
      <input
        type="radio"
        name="coin-package"
        id={id}
        value={product.id}
        checked={checked}
        disabled={state !== 'available'}
        aria-invalid={invalid || undefined}
        aria-describedby={notes.length > 0 ? `${id}-notes` : undefined}
        onChange={() => onChoose(product.id)}
      />
      <label htmlFor={id}>
        <Name>
          {product.name}
          {firstPurchase && <Badge data-testid="first-purchase-badge">{t('shop.packages.firstPurchase')}</Badge>}
        </Name>
        <Coins>
          {t('shop.packages.coins', { count: product.coins })}
          {product.bonus > 0 && <Bonus> {t('shop.packages.bonus', { count: product.bonus })}</Bonus>}
        </Coins>
        <Price>{formatMoney(product.price)}</Price>
      </label>
      {notes.length > 0 && <Notes id={`${id}-notes`}>{notes.join(' · ')}</Notes>}
    </Option>
  );
}

const Option = styled.li`
  display: grid;
  /* minmax(0, …): the words wrap inside the column instead of widening it past a 360 px screen. */
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
  /* A package to buy once is the offer of the list: its frame says so before the reader reads it. */
  &:has([data-testid='first-purchase-badge']) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space.md}px;
    min-height: ${({ theme }) => theme.layout.control}px;
    align-items: center;
    cursor: pointer;
  }
  input:disabled + label {
    cursor: not-allowed;
  }
`;

const Name = styled.span`
  grid-column: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Badge = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  max-width: 100%;
`;

const Coins = styled.span`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

// "+ボーナス100コイン" moves to the next line whole rather than break inside.
const Bonus = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

// Muted like the greyed package itself: sold out or bought up is news, not an error of the reader's.
const Notes = styled.p`
  grid-column: 2;
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
