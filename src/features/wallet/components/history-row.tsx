import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { HistoryItem, Payment } from '@/domain/coins';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/wallet';
import { formatDate, formatDateTime } from '@/i18n/format-date';
import { Button } from '@/ui';

export interface HistoryRowProps {
  item: HistoryItem;
  detailHref(contentId: number): string;
  /** The payment of this charge when it may still be refunded; the row then offers the refund. */
  refundable?: Payment | null;
  onRefund?(payment: Payment): void;
}

/** A signed amount as people read it: +100, −30 (a real minus sign, which screen readers say). */
export function signedAmount(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(Math.abs(amount))}`;
}

/** One movement of coins or points: what, which kind, how much, when, until when, and for what. */
export function HistoryRow({ item, detailHref, refundable, onRefund }: HistoryRowProps) {
  const { purchase } = item;
  return (
    <Row data-testid={`history-${item.id}`}>
      <Head>
        <Type>{t(`wallet.history.type.${item.type}`)}</Type>
        <Amount data-testid="history-amount" data-sign={item.amount < 0 ? 'minus' : 'plus'}>
          {signedAmount(item.amount)}
        </Amount>
      </Head>
      <Meta>
        <span data-testid="history-kind">
          {t(`wallet.history.kind.${item.kind}`)} · {t(`wallet.history.source.${item.source}`)}
        </span>
        <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt)}</time>
        {item.expiresAt !== null && (
          <span data-testid="history-expires">{t('wallet.history.expires', { date: formatDate(item.expiresAt) })}</span>
        )}
      </Meta>
      {purchase && (
        <Purchase>
          <Link to={detailHref(purchase.contentId)}>{purchase.contentName}</Link>{' '}
          {t('wallet.history.episodes', {
            count: purchase.episodeNumbers.length,
            numbers: purchase.episodeNumbers.join(', '),
          })}
        </Purchase>
      )}
      {refundable && refundable.refundableUntil !== null && onRefund && (
        <Refund>
          <span>{t('wallet.refund.until', { date: formatDateTime(refundable.refundableUntil) })}</span>
          <Button
            variant="secondary"
            aria-label={t('wallet.refund.actionFor', { product: refundable.productName })}
            onClick={() => onRefund(refundable)}
          >
            {t('wallet.refund.action')}
          </Button>
        </Refund>
      )}
    </Row>
  );
}

/** The pieces of one history entry, shared with the transfer entry (transfer-entry.tsx) so both read alike. */
export const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Type = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
  &[data-sign='minus'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Purchase = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Refund = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
