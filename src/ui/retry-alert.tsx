import { t } from '@/i18n';
import { Button } from './button';
import { InlineAlert } from './inline-alert';

export interface RetryAlertProps {
  /** What is not known: whether the payment, the refund, the exchange or the transfer went through. */
  message: string;
  /** Sends the same write again under its key (IdempotentWrite.retry), so it cannot happen twice. */
  onRetry(): void;
}

/**
 * Shown while a money write has no certain answer (no reply, a timeout, a 5xx: src/lib/idempotent-write.ts): says so
 * next to the form and offers to send it again. Import it from '@/ui/retry-alert': only screens that write money use
 * it, and the '@/ui' barrel is part of the first load.
 */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  return (
    <InlineAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      }
    >
      {message}
    </InlineAlert>
  );
}
