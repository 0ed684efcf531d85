import styled from '@emotion/styled';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { MileageExchangeRequest, MileageExchangeResult } from '@/domain/coins';
import { MILEAGE_MIN_POINTS, MILEAGE_UNIT_POINTS } from '@/domain/constants';
import { maxExchangeable, mileageBonus, mileageRefusal, type MileageRefusal } from '@/domain/rules/mileage';
import { t } from '@/i18n/ns/wallet';
import { formatDate } from '@/i18n/format-date';
import { useIdempotentWrite, type WriteResult } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, TextField, useToast } from '@/ui';
import { RetryAlert } from '@/ui/retry-alert';
import { useExchangeMileageMutation } from '../api';

function refusalMessage(refusal: MileageRefusal, held: number): string {
  switch (refusal) {
    case 'INVALID_PARAMETER':
      return t('wallet.mileage.errors.INVALID_PARAMETER', { unit: MILEAGE_UNIT_POINTS });
    case 'EXCHANGE_MILEAGE_INSUFFICIENT':
      return t('wallet.mileage.errors.EXCHANGE_MILEAGE_INSUFFICIENT', { min: MILEAGE_MIN_POINTS });
    case 'MILEAGE_INSUFFICIENT':
      return t('wallet.mileage.errors.MILEAGE_INSUFFICIENT', { held });
  }
}

/** Whole points typed, or null for nothing or something that is not a whole number. */
function pointsOf(value: string): number | null {
  if (value.trim() === '') return null;
  const points = Number(value);
  return Number.isSafeInteger(points) ? points : null;
}

/** The points to exchange, checked by the domain rule before anything is sent, and the exchange itself. */
export function MileageForm({ held }: { held: number }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const givesId = useId();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [exchange, { isLoading }] = useExchangeMileageMutation();
  const send = useCallback((body: MileageExchangeRequest, key: string) => exchange({ key, body }), [exchange]);
  const write = useIdempotentWrite(send);
  const max = maxExchangeable(held);
  const points = pointsOf(value);
  const bonus = points !== null && points > 0 ? mileageBonus(points) : 0;

  async function settle(pending: Promise<WriteResult<MileageExchangeResult>> | undefined) {
    const result = await pending;
    if (!result) return;
    if (!result.data) return handleError(result.error);
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(t('wallet.mileage.done', { count: result.data.bonus, date: formatDate(result.data.bonusExpiresAt) }), {
      tone: 'success',
    });
    setValue('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refusal = value.trim() === '' ? null : mileageRefusal(points ?? Number.NaN, held);
    const problem =
      value.trim() === '' ? t('wallet.mileage.errors.empty') : refusal ? refusalMessage(refusal, held) : null;
    setError(problem);
    if (problem || points === null) return inputRef.current?.focus();
    void settle(write.run({ points }));
  }

  if (max === 0) return <Note role="note">{t('wallet.mileage.tooFew', { min: MILEAGE_MIN_POINTS })}</Note>;

  return (
    <Form onSubmit={onSubmit} noValidate>
      <TextField
        ref={inputRef}
        label={t('wallet.mileage.points')}
        hint={`${t('wallet.mileage.hint', { unit: MILEAGE_UNIT_POINTS })} · ${t('wallet.mileage.max', { max })}`}
        error={error}
        type="number"
        inputMode="numeric"
        min={MILEAGE_MIN_POINTS}
        max={max}
        step={MILEAGE_UNIT_POINTS}
        value={value}
        aria-describedby={givesId}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
      />
      <Gives id={givesId} aria-live="polite" data-testid="mileage-gives">
        {bonus > 0 && !error ? t('wallet.mileage.gives', { count: bonus }) : ''}
      </Gives>
      {write.unsettled && (
        <RetryAlert message={t('wallet.mileage.uncertain')} onRetry={() => void settle(write.retry())} />
      )}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            setValue(String(max));
            setError(null);
          }}
        >
          {t('wallet.mileage.all')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('wallet.mileage.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Gives = styled.p`
  min-height: 1.6em;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  > * {
    flex: 1;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
