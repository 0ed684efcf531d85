import styled from '@emotion/styled';
import type { PurchasePreview } from '@/domain/coins';
import type { CoinKind } from '@/domain/enums';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/purchase';
import { CoinValue, useCoinPackages } from '@/ui/coin-value';

const coins = (count: number) => t('common.coins', { count });

/** The spendable kinds, in the order the reader's coins are shown. */
const BALANCE_KINDS = ['COIN', 'BONUS', 'FREE_COIN'] as const;

function kindName(kind: CoinKind): string {
  return kind === 'MILEAGE' ? kind : t(`purchase.balance.${kind}`);
}

/** What the purchase sheet states before the reader confirms: the episodes, the total, the coins and who pays. */
export function PreviewDetails({ preview }: { preview: PurchasePreview }) {
  const products = useCoinPackages();
  return (
    <Details>
      <section aria-labelledby="purchase-lines">
        <Heading id="purchase-lines">{t('purchase.lines')}</Heading>
        <Lines>
          {preview.lines.map((line) => (
            <li key={line.episodeId}>
              <span>{t('purchase.line', { number: line.number, name: line.name })}</span>
              <Amount>{coins(line.price)}</Amount>
            </li>
          ))}
        </Lines>
        <Total>
          <span>{t('purchase.total')}</span>
          <span>
            <Amount data-testid="purchase-total">{coins(preview.total)}</Amount>
            <CoinValue coins={preview.total} products={products} />
          </span>
        </Total>
        <Muted>
          {preview.rentalHours === null ? t('purchase.keep') : t('purchase.rental', { hours: preview.rentalHours })}
        </Muted>
      </section>
      <section aria-labelledby="purchase-balance">
        <Heading id="purchase-balance">{t('purchase.balance.heading')}</Heading>
        <Balance>
          {BALANCE_KINDS.map((kind) => (
            <div key={kind}>
              <dt>{t(`purchase.balance.${kind}`)}</dt>
              <dd>{coins(preview.wallet.balance[kind])}</dd>
            </div>
          ))}
        </Balance>
      </section>
      {preview.parts.length > 0 && (
        <section aria-labelledby="purchase-parts">
          <Heading id="purchase-parts">{t('purchase.parts.heading')}</Heading>
          <Muted>{t('purchase.parts.hint')}</Muted>
          <Lines data-testid="purchase-parts">
            {preview.parts.map((part) => (
              <li key={part.lotId}>
                <span>
                  {kindName(part.kind)}{' '}
                  <Muted as="span">
                    (
                    {part.expiresAt === null
                      ? t('purchase.parts.noExpiry')
                      : t('purchase.parts.expires', { date: formatDate(part.expiresAt) })}
                    )
                  </Muted>
                </span>
                <Amount>{coins(part.amount)}</Amount>
              </li>
            ))}
          </Lines>
        </section>
      )}
    </Details>
  );
}

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md}px;
    padding: ${({ theme }) => theme.space.xs}px 0;
    overflow-wrap: anywhere;
  }
`;

const Amount = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space.xs}px 0;
  padding-top: ${({ theme }) => theme.space.xs}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Balance = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.sm}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
