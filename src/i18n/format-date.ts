import platform from '@platform';

export interface DateFormatter {
  formatDate(date: Date | number | string): string;
  formatDateTime(date: Date | number | string): string;
  /** The 24-hour time of day (HH:mm), for a message that puts date and time apart ("bis 30.06.2025, 23:59 Uhr"). */
  formatTime(date: Date | number | string): string;
  /** The calendar date (yyyy-MM-dd) in the time zone, e.g. for age checks. */
  today(now?: Date | number): string;
}

/** The fields of an instant's wall clock in a time zone (month 1-12, hour 0-23). */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;

/**
 * Since when the platforms' `utcOffsetHours` hold (platforms/types.ts): before it, and for a zone with summer time
 * (Europe/Berlin), the wall clock comes from an `Intl.DateTimeFormat` built on the first date. Building one for a time
 * zone loads ICU's zone data, ~20 ms of a phone's main thread (~80 ms at 4x CPU; date-fns-tz built one when its
 * module loaded, inside the detail and viewer chunks' evaluation: issue 30), so the other zones need none.
 */
const FIXED_SINCE_MS = Date.UTC(1980, 0, 1);

function fixedWallClock(instant: Date, offsetHours: number): WallClock {
  const shifted = new Date(instant.getTime() + offsetHours * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The wall clock of `timeZone` at an instant; throws RangeError('Invalid time value') for an invalid date. */
function wallClockOf(timeZone: string, offset: number | undefined): (date: Date | number | string) => WallClock {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    const instant = new Date(date);
    if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
    if (offset !== undefined && instant.getTime() >= FIXED_SINCE_MS) return fixedWallClock(instant, offset);
    format ??= new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
    for (const { type, value } of format.formatToParts(instant))
      if (type in clock) clock[type as keyof WallClock] = Number(value);
    return clock;
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Our patterns are numeric only: yyyy, MM, dd, HH and mm between literal separators. */
function fill(pattern: string, clock: WallClock, year: number): string {
  const fields: Record<string, string> = {
    yyyy: pad(year, 4),
    MM: pad(clock.month),
    dd: pad(clock.day),
    HH: pad(clock.hour),
    mm: pad(clock.minute),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => fields[token] ?? token);
}

/**
 * Dates of one time zone and date format. The patterns are numeric only (yyyy, MM, dd, HH, mm), so no locale data
 * and no date library: the German main page, the transfer note, shows a date on its first screen.
 */
export function createDateFormatter(config: {
  timeZone: string;
  utcOffsetHours?: number | undefined;
  dateFormat: string;
  calendar?: 'buddhist' | undefined;
}): DateFormatter {
  const wallClock = wallClockOf(config.timeZone, config.utcOffsetHours);
  /** What the reader reads: in the Buddhist era the year is 543 more. */
  const shown = (date: Date | number | string, pattern: string) => {
    const clock = wallClock(date);
    return fill(pattern, clock, config.calendar === 'buddhist' ? clock.year + 543 : clock.year);
  };
  const gregorian = (date: Date | number | string, pattern: string) => {
    const clock = wallClock(date);
    return fill(pattern, clock, clock.year);
  };
  return {
    formatDate: (date) => shown(date, config.dateFormat),
    formatDateTime: (date) => shown(date, `${config.dateFormat} HH:mm`),
    formatTime: (date) => gregorian(date, 'HH:mm'),
    // A calendar date for computing (age checks), never shown: always Gregorian.
    today: (now = Date.now()) => gregorian(now, 'yyyy-MM-dd'),
  };
}

/*
 * Dates in the platform's time zone and date format (de: dd.MM.yyyy in Europe/Berlin). Kept apart from t(), loaded
 * with the screens that show dates.
 */
const formatter = createDateFormatter(platform);

export const formatDate = formatter.formatDate;
export const formatDateTime = formatter.formatDateTime;
export const formatTime = formatter.formatTime;

/** Today's calendar date (yyyy-MM-dd) in the platform's time zone. */
export function todayInPlatform(now: Date | number = Date.now()): string {
  return formatter.today(now);
}
