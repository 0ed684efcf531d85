import type { PlatformConfig } from '../../../platforms/types';

type DeadlineConfig = Pick<PlatformConfig, 'timeZone' | 'dateFormat' | 'calendar'>;

export interface DeadlineFormatter {
  /** The calendar date in the platform's pattern (dd.MM.yyyy in Europe/Berlin for de). */
  formatDate(date: Date | number | string): string;
  /** The 24-hour time of day (HH:mm). */
  formatTime(date: Date | number | string): string;
}

const TOKENS = /yyyy|MM|dd|HH|mm/g;

/**
 * The deadline's date and time through the browser's own `Intl.DateTimeFormat` with `timeZone`, not date-fns-tz:
 * the deadline is on the German bundle's first screen (the transfer note), and date-fns-tz with date-fns is 3.4 KiB
 * gzip of a first load budgeted at 130 KiB. The output is the same as `createDateFormatter` (@/i18n/format-date)
 * for the numeric patterns the platforms use (yyyy, MM, dd, HH, mm); deadline-format.test.ts holds them equal.
 */
export function createDeadlineFormatter(config: DeadlineConfig): DeadlineFormatter {
  // en-US with 2-digit fields answers ASCII digits; h23 keeps midnight 00, never 24.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: config.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const fields = (date: Date | number | string) => {
    const found: Record<string, string> = {};
    for (const part of parts.formatToParts(new Date(date))) found[part.type] = part.value;
    // In the Buddhist era the year is 543 more (Thai readers), as createDateFormatter shows it.
    const year = Number(found.year) + (config.calendar === 'buddhist' ? 543 : 0);
    return { yyyy: String(year).padStart(4, '0'), MM: found.month, dd: found.day, HH: found.hour, mm: found.minute };
  };
  const fill = (date: Date | number | string, pattern: string) => {
    const values: Record<string, string | undefined> = fields(date);
    return pattern.replace(TOKENS, (token) => values[token] ?? token);
  };
  return {
    formatDate: (date) => fill(date, config.dateFormat),
    formatTime: (date) => fill(date, 'HH:mm'),
  };
}
