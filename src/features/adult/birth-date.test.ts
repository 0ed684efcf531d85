import { describe, expect, it } from 'vitest';
import { birthYears, calendarDateIn, dateParts, daysInMonth, isoDate } from './birth-date';

describe('calendarDateIn', () => {
  // 2031-06-14 18:30 UTC: still the 14th in Berlin, already the 15th in Bangkok and Tokyo.
  const instant = Date.UTC(2031, 5, 14, 18, 30);

  it.each([
    ['UTC', '2031-06-14'],
    ['Europe/Berlin', '2031-06-14'],
    ['Asia/Bangkok', '2031-06-15'],
    ['Asia/Tokyo', '2031-06-15'],
  ])('%s → %s', (zone, date) => {
    expect(calendarDateIn(zone, instant)).toBe(date);
  });
});

describe('birthYears', () => {
  it('lists the last 100 years, the current one first', () => {
    const years = birthYears('2026-01-31');
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years[99]).toBe(1927);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2023, 4, 30],
    [2023, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('isoDate and dateParts', () => {
  it('round-trip a date with zero padding', () => {
    expect(isoDate(2006, 5, 9)).toBe('2006-05-09');
    expect(dateParts('2006-05-09')).toEqual({ year: 2006, month: 5, day: 9 });
  });

  it.each([null, '', '09.05.2006', '2006-5-9'])('dateParts(%s) is null', (value) => {
    expect(dateParts(value)).toBeNull();
  });
});
