import platform from '@platform';
import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import { createDateFormatter, formatDate, formatDateTime, todayInPlatform } from './format-date';

// 2024-03-01 20:30 UTC is already 2024-03-02 05:30 in Tokyo and still 2024-03-01 21:30 in Berlin.
const LATE_UTC = '2024-03-01T20:30:00Z';

describe.runIf(platform.id === 'japan')('format-date on the default japan platform', () => {
  it('shows the calendar date in Asia/Tokyo as yyyy/MM/dd: late UTC is the next day', () => {
    expect(formatDate(LATE_UTC)).toBe('2024/03/02');
    expect(formatDate(Date.parse('2024-03-01T14:59:59Z'))).toBe('2024/03/01');
    expect(formatDate(new Date('2024-03-01T15:00:00Z'))).toBe('2024/03/02');
  });

  it('adds the 24-hour time', () => {
    expect(formatDateTime(LATE_UTC)).toBe('2024/03/02 05:30');
  });

  it("today's date is the Tokyo one", () => {
    expect(todayInPlatform(Date.parse(LATE_UTC))).toBe('2024-03-02');
  });
});

describe('createDateFormatter for each platform config', () => {
  it.each([
    ['japan', '2024/03/02', '2024-03-02'],
    // Thai readers count years in the Buddhist era, as the birthday form does (issue 28 finding 15).
    ['thai', '02/03/2567', '2024-03-02'],
    ['taiwan', '2024/03/02', '2024-03-02'],
    ['me', '2024-03-01', '2024-03-01'],
    ['de', '01.03.2024', '2024-03-01'],
  ] as const)('%s', (id, shown, today) => {
    const f = createDateFormatter(platforms[id]);
    expect(f.formatDate(LATE_UTC)).toBe(shown);
    expect(f.today(Date.parse(LATE_UTC))).toBe(today);
  });

  it('de follows summer time in Europe/Berlin', () => {
    const de = createDateFormatter(platforms.de);
    expect(de.formatDateTime('2024-07-01T22:30:00Z')).toBe('02.07.2024 00:30');
    expect(de.formatDateTime('2024-01-01T22:30:00Z')).toBe('01.01.2024 23:30');
  });

  it('gives the time of day apart, in the zone (the transfer deadline reads 23:59 in Berlin)', () => {
    const de = createDateFormatter(platforms.de);
    expect(de.formatTime('2025-06-30T21:59:00Z')).toBe('23:59');
    expect(de.formatDate('2025-06-30T21:59:00Z')).toBe('30.06.2025');
    expect(createDateFormatter(platforms.japan).formatTime('2025-06-30T21:59:00Z')).toBe('06:59');
  });
});

/** Counts the `Intl.DateTimeFormat`s built while `run` goes. */
function dateTimeFormatsBuilt(run: () => void): number {
  let built = 0;
  const { DateTimeFormat } = Intl;
  const counting = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built += 1;
    }
  };
  Object.defineProperty(Intl, 'DateTimeFormat', { value: counting, configurable: true, writable: true });
  try {
    run();
  } finally {
    Object.defineProperty(Intl, 'DateTimeFormat', { value: DateTimeFormat, configurable: true, writable: true });
  }
  return built;
}

/** The wall time of an instant in `timeZone` (yyyy-MM-dd HH:mm), straight from Intl. */
function intlWallTime(timeZone: string): (instant: number) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (instant) => {
    const parts = format.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };
}

// Issue 30: an Intl.DateTimeFormat for a time zone loads ICU's zone data (~20 ms of a phone's main thread); the
// zones without summer time need none.
describe('dates without Intl where the zone keeps one offset', () => {
  it('builds no Intl.DateTimeFormat for the Thai, Japanese, Taiwanese and UTC zones', () => {
    const built = dateTimeFormatsBuilt(() => {
      expect(createDateFormatter(platforms.thai).formatDateTime('2023-12-31T17:30:00Z')).toBe('01/01/2567 00:30');
      expect(createDateFormatter(platforms.japan).formatDate(LATE_UTC)).toBe('2024/03/02');
      expect(createDateFormatter(platforms.taiwan).formatTime(LATE_UTC)).toBe('04:30');
      expect(createDateFormatter(platforms.me).today(Date.parse(LATE_UTC))).toBe('2024-03-01');
    });
    expect(built).toBe(0);
  });

  it('builds one for Europe/Berlin, on its first date and not before', () => {
    let de: ReturnType<typeof createDateFormatter> | undefined;
    expect(dateTimeFormatsBuilt(() => (de = createDateFormatter(platforms.de)))).toBe(0);
    expect(
      dateTimeFormatsBuilt(() => {
        expect(de?.formatDateTime('2024-03-31T00:59:00Z')).toBe('31.03.2024 01:59');
        expect(de?.formatDateTime('2024-03-31T01:00:00Z')).toBe('31.03.2024 03:00');
      }),
    ).toBe(1);
  });

  it.each(['japan', 'thai', 'taiwan', 'me', 'de'] as const)('agrees with Intl in %s from 1980 to 2040', (id) => {
    const { timeZone, utcOffsetHours } = platforms[id];
    const f = createDateFormatter({ timeZone, utcOffsetHours, dateFormat: 'yyyy-MM-dd' });
    const expected = intlWallTime(timeZone);
    // Every 331 hours and 13 minutes: each hour of the day, each day of the month, near the summer-time switches.
    const wrong: string[] = [];
    for (let instant = Date.UTC(1980, 0, 1); instant < Date.UTC(2040, 0, 1); instant += 331 * 3_600_000 + 13 * 60_000)
      if (f.formatDateTime(instant) !== expected(instant)) wrong.push(new Date(instant).toISOString());
    expect(wrong).toEqual([]);
  });

  it('refuses an invalid date as before (RangeError)', () => {
    expect(() => createDateFormatter(platforms.japan).formatDate('not a date')).toThrow(RangeError);
    expect(() => createDateFormatter(platforms.de).formatDate(Number.NaN)).toThrow(RangeError);
  });
});
