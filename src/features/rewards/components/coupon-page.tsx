import styled from '@emotion/styled';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Coupon } from '@/domain/coins';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/rewards';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, EmptyState, TextField, useToast } from '@/ui';
import { useCouponsQuery, useRegisterCouponMutation } from '../api';
import { amountText } from '../reward-text';
import { Muted, RewardItem, RewardList, RewardsPending, RewardText } from './reward-list';

/** `/coupon`: register a code, and the reader's coupons (given ones to register, and those registered). */
export function CouponPage({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const reader = useReaderKey();
  const { currentData: coupons, error, isFetching, refetch } = useCouponsQuery(reader, { skip: reader === GUEST });
  const [register, registering] = useRegisterCouponMutation();
  const send = useCallback((body: { code: string }, key: string) => register({ key, body }), [register]);
  const write = useIdempotentWrite(send);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  async function registerCode(value: string) {
    const result = await write.run({ code: value });
    if (!result.data) return handleError(result.error);
    const { coupon, wallet } = result.data;
    dispatch(walletChanged(wallet.balance));
    toast.show(
      t('rewards.coupon.registered', { name: coupon.name, reward: amountText(coupon.amount, coupon.rewardKind) }),
      {
        tone: 'success',
      },
    );
    setCode('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return setMissing(true);
    setMissing(false);
    void registerCode(code.trim());
  }

  return (
    <>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('rewards.coupon.code')}
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          error={missing ? t('rewards.coupon.codeRequired') : null}
        />
        <Button type="submit" loading={registering.isLoading} disabled={registering.isLoading}>
          {t('rewards.coupon.register')}
        </Button>
      </Form>
      {!coupons ? (
        <RewardsPending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />
      ) : coupons.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <section aria-label={t('rewards.coupon.list')}>
          <List>
            {coupons.map((coupon) => (
              <CouponItem
                key={coupon.code}
                coupon={coupon}
                busy={registering.isLoading}
                onRegister={() => void registerCode(coupon.code)}
              />
            ))}
          </List>
        </section>
      )}
    </>
  );
}

function CouponItem({ coupon, busy, onRegister }: { coupon: Coupon; busy: boolean; onRegister(): void }) {
  return (
    <RewardItem data-testid={`coupon-${coupon.code}`} data-status={coupon.status} done={coupon.status === 'USED'}>
      <RewardText>
        <strong>{coupon.name}</strong>
        <span>{amountText(coupon.amount, coupon.rewardKind)}</span>
        {coupon.rewardValidDays !== null && (
          <Muted>{t('rewards.coupon.coinsValid', { count: coupon.rewardValidDays })}</Muted>
        )}
        <Muted>
          {coupon.status === 'USED' && coupon.usedAt !== null
            ? t('rewards.coupon.used', { date: formatDate(coupon.usedAt) })
            : `${t('rewards.coupon.available')} · ${t('rewards.coupon.endsAt', { date: formatDate(coupon.endsAt) })}`}
        </Muted>
      </RewardText>
      {coupon.status === 'AVAILABLE' && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('rewards.coupon.registerLabel', { name: coupon.name })}
          onClick={onRegister}
        >
          {t('rewards.coupon.register')}
        </Button>
      )}
    </RewardItem>
  );
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  /* The field gives way at 360 px; the button keeps its label ("ลงทะเบียน") whole and stays on screen. */
  > :first-of-type {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex: none;
  }
`;

// The form above gives the list its top space.
const List = styled(RewardList)`
  padding-top: 0;
`;
