import styled from '@emotion/styled';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { HistoryItem, Payment } from '@/domain/coins';
import { t } from '@/i18n/ns/wallet';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, EmptyState, Spinner } from '@/ui';
import { useCoinHistoryInfiniteQuery, useWalletPaymentsQuery, type HistoryKind } from '../api';
import { HistoryRow } from './history-row';
import { TransferEntry } from './transfer-entry';
import { useRefund } from './use-refund';

export interface HistoryListProps {
  kind: HistoryKind;
  /** The platform's window for this history, said before the first page answers with its own. */
  days: number;
  detailHref(contentId: number): string;
  /** The way on from an empty history. */
  emptyAction?: ReactNode;
}

/**
 * One history (charge, use or mileage), newest first, page by page ("Show more"), within the window it names.
 * On the charge history, a charge whose payment may still be refunded offers the refund.
 */
export function HistoryList({ kind, days, detailHref, emptyAction }: HistoryListProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useCoinHistoryInfiniteQuery({ kind, reader }, { skip: reader === GUEST, refetchOnMountOrArgChange: true });
  const { data: payments } = useWalletPaymentsQuery(reader, {
    skip: reader === GUEST || kind !== 'charge',
    refetchOnMountOrArgChange: true,
  });
  const refund = useRefund();

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const refundable = useMemo(() => refundableRows(items, payments), [items, payments]);
  const windowDays = data?.pages[0]?.days ?? days;
  // Coins moved here by the German service's transfer: named first, whatever the window (issue 14).
  const transfers = data?.pages[0]?.transfers ?? [];

  let body: ReactNode;
  if (!data) {
    body =
      error && !isFetching ? (
        <EmptyState
          title={t('wallet.history.failed')}
          action={<Button onClick={() => void refetch()}>{t('wallet.history.retry')}</Button>}
        />
      ) : (
        <Centered>
          <Spinner label={t('wallet.history.loading')} />
        </Centered>
      );
  } else if (items.length === 0 && transfers.length === 0) {
    body = (
      <EmptyState
        title={t(`pages.history.empty.${kind}`, { days: windowDays, count: windowDays })}
        action={emptyAction}
      />
    );
  } else {
    body = (
      <>
        <List aria-label={t(`pages.history.${kind}`)}>
          {transfers.map((credit) => (
            <TransferEntry key={credit.arrivedAt} credit={credit} />
          ))}
          {items.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              detailHref={detailHref}
              refundable={refund.busy ? null : refundable.get(item.id)}
              onRefund={refund.ask}
            />
          ))}
        </List>
        {hasNextPage && (
          <More>
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? t('wallet.history.loadingMore') : t('wallet.history.more')}
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <Section>
      <WindowNote data-testid="history-window">{t('wallet.history.window', { count: windowDays })}</WindowNote>
      {refund.ui}
      {body}
    </Section>
  );
}

/** The row of each still refundable payment that offers the refund: its first charge row in the list. */
function refundableRows(items: readonly HistoryItem[], payments: readonly Payment[] | undefined) {
  const rows = new Map<number, Payment>();
  if (!payments) return rows;
  const open = new Map(payments.filter((p) => p.status === 'PAID' && p.refundable).map((p) => [p.id, p]));
  for (const item of items) {
    const payment = item.type === 'CHARGE' && item.paymentId ? open.get(item.paymentId) : undefined;
    if (!payment) continue;
    rows.set(item.id, payment);
    open.delete(payment.id);
  }
  return rows;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.space.xxl}px;
  > [role='alert'] {
    margin: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  }
`;

const WindowNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
