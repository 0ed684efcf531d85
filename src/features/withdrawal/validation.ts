import { isCleanText } from '@/domain/text';
import { WITHDRAWAL_DETAIL_MAX, WITHDRAWAL_DETAIL_MIN, WITHDRAWAL_REASONS } from '@/domain/withdrawal';
import type { MessageKey } from '@/i18n';

export interface WithdrawalValues {
  reason: string;
  detail: string;
  acknowledge: boolean;
}

export type WithdrawalErrors = Partial<Record<keyof WithdrawalValues, MessageKey<'withdrawal'>>>;

/**
 * Spec §5 "Withdrawal needs a detailed reason": a reason chosen, the reader's own words (the API's bounds, trimmed),
 * and the losses acknowledged. The API checks the same rule (`isDetailedReason`).
 */
export function validateWithdrawal(values: WithdrawalValues): WithdrawalErrors {
  const errors: WithdrawalErrors = {};
  if (!(WITHDRAWAL_REASONS as readonly string[]).includes(values.reason)) errors.reason = 'withdrawal.reason.required';
  if (values.detail.length > WITHDRAWAL_DETAIL_MAX) errors.detail = 'withdrawal.reason.detailTooLong';
  else if (values.detail.trim().length < WITHDRAWAL_DETAIL_MIN || !isCleanText(values.detail, true))
    errors.detail = 'withdrawal.reason.detailRequired';
  if (!values.acknowledge) errors.acknowledge = 'withdrawal.acknowledgeRequired';
  return errors;
}
