import platform from '@platform';
import { formatInTimeZone } from 'date-fns-tz';

export interface DateFormatter {
  formatDate(date: Date | number | string): string;
  formatDateTime(date: Date | number | string): string;
  /** The calendar date (yyyy-MM-dd) in the time zone, e.g. for age checks. */
  today(now?: Date | number): string;
}

export function createDateFormatter(config: { timeZone: string; dateFormat: string }): DateFormatter {
  return {
    formatDate: (date) => formatInTimeZone(new Date(date), config.timeZone, config.dateFormat),
    formatDateTime: (date) => formatInTimeZone(new Date(date), config.timeZone, `${config.dateFormat} HH:mm`),
    today: (now = Date.now()) => formatInTimeZone(new Date(now), config.timeZone, 'yyyy-MM-dd'),
  };
}

/*
 * Dates in the platform's time zone and date format (de: dd.MM.yyyy in Europe/Berlin). Kept apart from t() so
 * that date-fns-tz loads only with the screens that show dates.
 */
const formatter = createDateFormatter(platform);

export const formatDate = formatter.formatDate;
export const formatDateTime = formatter.formatDateTime;

/** Today's calendar date (yyyy-MM-dd) in the platform's time zone. */
export function todayInPlatform(now: Date | number = Date.now()): string {
  return formatter.today(now);
}
