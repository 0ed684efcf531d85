import type { CoinKind } from '@/domain/enums';
import { t } from '@/i18n/ns/transfer';
import { formatDate, formatTime } from '@/i18n/format-date';

/** The deadline in the reader's terms: date and time in the platform's zone and format ("bis 30.06.2025, 23:59 Uhr"). */
export function deadlineText(deadline: number | string): string {
  return t('transfer.deadline', { date: formatDate(deadline), time: formatTime(deadline) });
}

export function coinKindLabel(kind: CoinKind): string {
  return t(`transfer.kind.${kind}`);
}
