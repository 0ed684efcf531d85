import platform from '@platform';
import { lightFormat } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';

export interface DateFormatter {
  formatDate(date: Date | number | string): string;
  formatDateTime(date: Date | number | string): string;
  /** The 24-hour time of day (HH:mm), for a message that puts date and time apart ("bis 30.06.2025, 23:59 Uhr"). */
  formatTime(date: Date | number | string): string;
  /** The calendar date (yyyy-MM-dd) in the time zone, e.g. for age checks. */
  today(now?: Date | number): string;
}

/**
 * Our patterns are numeric only (yyyy, MM, dd, HH, mm), so date-fns' `lightFormat` does: it carries no locale data,
 * which keeps date formatting a few hundred bytes instead of `format`'s whole token table (the German main page,
 * the transfer note, shows a date on its first screen).
 */
export function createDateFormatter(config: {
  timeZone: string;
  dateFormat: string;
  calendar?: 'buddhist';
}): DateFormatter {
  const zoned = (date: Date | number | string) => toZonedTime(new Date(date), config.timeZone);
  const inZone = (date: Date | number | string, pattern: string) => lightFormat(zoned(date), pattern);
  /** What the reader reads: in the Buddhist era the year is 543 more (a quoted literal for lightFormat). */
  const shown = (date: Date | number | string, pattern: string) =>
    config.calendar === 'buddhist'
      ? inZone(date, pattern.replace('yyyy', `'${zoned(date).getFullYear() + 543}'`))
      : inZone(date, pattern);
  return {
    formatDate: (date) => shown(date, config.dateFormat),
    formatDateTime: (date) => shown(date, `${config.dateFormat} HH:mm`),
    formatTime: (date) => inZone(date, 'HH:mm'),
    // A calendar date for computing (age checks), never shown: always Gregorian.
    today: (now = Date.now()) => inZone(now, 'yyyy-MM-dd'),
  };
}

/*
 * Dates in the platform's time zone and date format (de: dd.MM.yyyy in Europe/Berlin). Kept apart from t() so
 * that date-fns-tz loads only with the screens that show dates.
 */
const formatter = createDateFormatter(platform);

export const formatDate = formatter.formatDate;
export const formatDateTime = formatter.formatDateTime;
export const formatTime = formatter.formatTime;

/** Today's calendar date (yyyy-MM-dd) in the platform's time zone. */
export function todayInPlatform(now: Date | number = Date.now()): string {
  return formatter.today(now);
}
