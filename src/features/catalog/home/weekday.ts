import { toZonedTime } from 'date-fns-tz';
import { WEEK_DAYS, type WeekDay } from '../home-query';

/** The weekday it is now in a time zone (the platform's, not the device's: a Japanese list changes day in Tokyo). */
export function weekdayIn(timeZone: string, now: Date): WeekDay {
  // getDay() counts from Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(toZonedTime(now, timeZone).getDay() + 6) % 7] ?? 'MONDAY';
}
