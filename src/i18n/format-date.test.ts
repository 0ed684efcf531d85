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
