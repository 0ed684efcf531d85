import platform from '@platform';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * Dates in the platform's time zone and date format (de: dd.MM.yyyy in Europe/Berlin). Kept apart from t() so
 * that date-fns-tz loads only with the screens that show dates.
 */
export function formatDate(date: Date | number | string): string {
  return formatInTimeZone(new Date(date), platform.timeZone, platform.dateFormat);
}

export function formatDateTime(date: Date | number | string): string {
  return formatInTimeZone(new Date(date), platform.timeZone, `${platform.dateFormat} HH:mm`);
}

/** Today's calendar date (yyyy-MM-dd) in the platform's time zone. */
export function todayInPlatform(now: Date | number = Date.now()): string {
  return formatInTimeZone(new Date(now), platform.timeZone, 'yyyy-MM-dd');
}
