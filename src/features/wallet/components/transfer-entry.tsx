import styled from '@emotion/styled';
import type { TransferCredit } from '@/domain/coins';
import { COIN_KINDS } from '@/domain/enums';
import { formatNumber, messagesFor } from '@/i18n';
import { formatDateTime } from '@/i18n/format-date';
import { money } from '@/i18n/ns/money';
import { wallet } from '@/i18n/ns/wallet';
import { signedAmount } from './history-row';

const { t } = messagesFor({ wallet, money });

/**
 * Coins that came from the German service's transfer, as one entry at the top of the charge history: where from,
 * when they arrived, how many and of which kinds. Listed whatever the history's window, so the reader always sees
 * where those coins came from.
 */
export function TransferEntry({ credit }: { credit: TransferCredit }) {
  const kinds = COIN_KINDS.filter((kind) => credit.balance[kind] > 0);
  return (
    <Entry data-testid="history-transfer">
      <Head>
        <strong>{t('money.transfer.title')}</strong>
        <Amount>{signedAmount(credit.coins)}</Amount>
      </Head>
      <Meta>
        <time dateTime={new Date(credit.arrivedAt).toISOString()}>
          {t('money.transfer.arrived', { date: formatDateTime(credit.arrivedAt) })}
        </time>
        <span>
          {kinds.map((kind) => `${t(`wallet.history.kind.${kind}`)} ${formatNumber(credit.balance[kind])}`).join(' · ')}
        </span>
      </Meta>
    </Entry>
  );
}

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
