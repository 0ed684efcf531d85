import { useCallback, useState, type ReactNode } from 'react';
import type { Payment, PaymentOutcome } from '@/domain/coins';
import { formatMoney } from '@/i18n';
import { t } from '@/i18n/ns/wallet';
import { useIdempotentWrite, type WriteResult } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { useToast } from '@/ui';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RetryAlert } from '@/ui/retry-alert';
import { useRefundPaymentMutation } from '../api';

export interface RefundControl {
  /** Asks the reader to confirm the refund of this payment. */
  ask(payment: Payment): void;
  /** A refund is on its way: the other refund buttons wait. */
  busy: boolean;
  /** The confirmation dialog, and the notice to try again when no answer came. */
  ui: ReactNode;
}

/**
 * Spec §4 "Refund": confirm, then POST /payment/{id}/refund under an Idempotency-Key; the wallet snapshot follows
 * the reply and the lists refresh by their tags. Refusals (REFUND_IMPOSSIBLE: spent, expired or too late) go to
 * the error handler.
 */
export function useRefund(): RefundControl {
  const [asking, setAsking] = useState<Payment | null>(null);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const send = useCallback((body: { id: string }, key: string) => refund({ key, body }), [refund]);
  const write = useIdempotentWrite(send);

  async function settle(pending: Promise<WriteResult<PaymentOutcome>> | undefined) {
    const result = await pending;
    if (!result) return;
    if (!result.data) return handleError(result.error);
    dispatch(walletChanged(result.data.wallet.balance));
    toast.show(t('wallet.refund.done'), { tone: 'success' });
  }

  function confirm() {
    if (!asking) return;
    setAsking(null);
    void settle(write.run({ id: asking.id }));
  }

  const ui = (
    <>
      {write.unsettled && (
        <RetryAlert message={t('wallet.refund.uncertain')} onRetry={() => void settle(write.retry())} />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('wallet.refund.title')}
        message={
          asking
            ? t('wallet.refund.message', {
                product: asking.productName,
                coins: asking.coins,
                bonus: asking.bonus,
                price: formatMoney(asking.price),
              })
            : ''
        }
        confirmLabel={t('wallet.refund.confirm')}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );

  return { ask: setAsking, busy: isLoading, ui };
}
