import styled from '@emotion/styled';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Payment, PaymentOutcome } from '@/domain/coins';
import { safeCallbackPath } from '@/domain/rules/callback-url';
import { formatMoney, formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/shop';
import { keptFbc } from '@/lib/fbc';
import { useIdempotentWrite, type WriteResult } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, useToast } from '@/ui';
import { RetryAlert } from '@/ui/retry-alert';
import { useCancelPaymentMutation, useConfirmPaymentMutation, useReportConversionMutation } from '../api';
import { forgetShopDraft } from '../shop-draft';

export interface CheckoutFormProps {
  payment: Payment;
  shopHref: string;
}

/** What arrived, in one sentence: the coins, and the bonus when the package had one. */
function arrivedMessage({ coins, bonus }: Pick<Payment, 'coins' | 'bonus'>): string {
  return bonus > 0
    ? t('shop.checkout.arrivedWithBonus', { coins, bonus })
    : t('shop.checkout.arrived', { count: coins });
}

/** An unpaid order: its summary, "Pay" (confirm, with an Idempotency-Key) and "Cancel". */
export function CheckoutForm({ payment, shopHref }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [confirm, confirmState] = useConfirmPaymentMutation();
  const [cancel, cancelState] = useCancelPaymentMutation();
  const [reportConversion] = useReportConversionMutation();
  const send = useCallback((body: { id: string }, key: string) => confirm({ key, body }), [confirm]);
  const write = useIdempotentWrite(send);
  const busy = confirmState.isLoading || cancelState.isLoading;

  async function settle(pending: Promise<WriteResult<PaymentOutcome>> | undefined) {
    const result = await pending;
    if (!result) return;
    if (!result.data) return handleError(result.error);
    const { wallet, payment: paid, returnPath } = result.data;
    // Paid: the shop's next purchase asks for its own tick (a failure or a cancel keeps it).
    forgetShopDraft();
    dispatch(walletChanged(wallet.balance));
    toast.show(arrivedMessage(paid), { tone: 'success' });
    // The API queued the purchase itself (with consent); a kept Meta click id is added to it. Never blocks the reader.
    const acToken = keptFbc();
    if (acToken) {
      const purchaseParamsRequest = { paymentId: paid.id };
      void reportConversion({ acToken, action: 'PURCHASE', actionUrl: window.location.href, purchaseParamsRequest });
    }
    // The API kept only a path of this site; checked again, since the page follows it.
    void navigate(safeCallbackPath(returnPath, window.location.origin, shopHref), { replace: true });
  }

  async function onCancel() {
    const result = await cancel(payment.id);
    if (result.error) return handleError(result.error);
    toast.show(t('shop.checkout.cancelled'));
    // Back to where the reader came from (the episode that needed coins, or the shop).
    void navigate(safeCallbackPath(payment.returnPath, window.location.origin, shopHref), { replace: true });
  }

  return (
    <Section aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('shop.checkout.summary')}</h2>
      <Summary>
        <dt>{t('shop.checkout.package')}</dt>
        <dd data-testid="checkout-package">{payment.productName}</dd>
        <dt>{t('shop.checkout.coins')}</dt>
        <dd data-testid="checkout-coins">
          {payment.bonus > 0
            ? t('shop.checkout.coinsWithBonus', { coins: payment.coins, bonus: payment.bonus })
            : formatNumber(payment.coins)}
        </dd>
        <dt>{t('shop.checkout.price')}</dt>
        <dd data-testid="checkout-price">{formatMoney(payment.price)}</dd>
        <dt>{t('shop.checkout.method')}</dt>
        <dd data-testid="checkout-method">{t(`shop.method.${payment.method}`)}</dd>
      </Summary>
      {write.unsettled && (
        <RetryAlert message={t('shop.checkout.uncertain')} onRetry={() => void settle(write.retry())} />
      )}
      <Button
        block
        loading={confirmState.isLoading}
        disabled={busy}
        onClick={() => void settle(write.run({ id: payment.id }))}
      >
        {t('shop.checkout.pay', { price: formatMoney(payment.price) })}
      </Button>
      <Button block variant="secondary" loading={cancelState.isLoading} disabled={busy} onClick={() => void onCancel()}>
        {t('shop.checkout.cancel')}
      </Button>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;
