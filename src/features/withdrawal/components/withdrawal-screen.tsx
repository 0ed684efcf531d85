import styled from '@emotion/styled';
import { useState } from 'react';
import { apiErrorOf } from '@/api';
import type { WithdrawalRequested } from '@/domain/withdrawal';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/withdrawal';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { Button, EmptyState, Spinner, type FormSubmitResult } from '@/ui';
import { LinkButton } from '@/ui/link-button';
import { useRequestWithdrawalMutation, useWithdrawalSummaryQuery } from '../api';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalLosses } from './withdrawal-losses';

export interface WithdrawalScreenProps {
  /** My page, the way back. */
  myHref: string;
}

/**
 * `/my/withdrawal`: what the reader loses (GET /withdrawal, from the ledger and the library), the detailed reason,
 * and the request that mails the confirmation link (POST /withdrawal). The account stays open until the link is used.
 */
export function WithdrawalScreen({ myHref }: WithdrawalScreenProps) {
  const reader = useReaderKey();
  const {
    currentData: summary,
    error,
    isFetching,
    refetch,
  } = useWithdrawalSummaryQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
  });
  const [request] = useRequestWithdrawalMutation();
  const [sent, setSent] = useState<WithdrawalRequested | null>(null);

  if (sent && summary) {
    return (
      <Body data-testid="withdrawal-sent">
        <h2>{t('withdrawal.sent.heading')}</h2>
        <p>{t('withdrawal.sent.text', { email: summary.email, until: formatDateTime(sent.expiresAt) })}</p>
        <LinkButton to={myHref}>{t('withdrawal.toMy')}</LinkButton>
      </Body>
    );
  }

  if (!summary) {
    return error && !isFetching ? (
      <EmptyState
        title={t('withdrawal.failed')}
        action={<Button onClick={() => void refetch()}>{t('withdrawal.retry')}</Button>}
      />
    ) : (
      <Centered>
        <Spinner label={t('withdrawal.loading')} />
      </Centered>
    );
  }

  async function submit(values: { reason: string; detail: string }): Promise<FormSubmitResult> {
    const result = await request(values as Parameters<typeof request>[0]);
    if ('data' in result && result.data) {
      setSent(result.data);
      return { ok: true, code: null };
    }
    return { ok: false, code: apiErrorOf(result.error).code };
  }

  return (
    <Body>
      <p>{t('withdrawal.intro')}</p>
      <WithdrawalLosses summary={summary} />
      {summary.pending && (
        <Pending data-testid="withdrawal-pending">
          {t('withdrawal.pending', { until: formatDateTime(summary.pending.expiresAt) })}
        </Pending>
      )}
      <WithdrawalForm onSubmit={submit} />
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
  p {
    margin: 0;
  }
`;

const Pending = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;
