import platform from '@platform';
import type { CoinKind } from '@/domain/enums';
import { t } from '@/i18n/ns/transfer';
import { createDeadlineFormatter } from './deadline-format';

/** Intl instead of @/i18n/format-date: the note, de's first screen, would otherwise load date-fns-tz (deadline-format.ts). */
const dates = createDeadlineFormatter(platform);

/** The deadline in the reader's terms: date and time in the platform's zone and format ("bis 30.06.2025, 23:59 Uhr"). */
export function deadlineText(deadline: number | string): string {
  return t('transfer.deadline', { date: dates.formatDate(deadline), time: dates.formatTime(deadline) });
}

export function coinKindLabel(kind: CoinKind): string {
  return t(`transfer.kind.${kind}`);
}
