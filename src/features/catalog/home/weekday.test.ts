import { describe, expect, it } from 'vitest';
import { weekdayIn } from './weekday';

describe('weekdayIn', () => {
  // Monday 2025-01-06 20:30 UTC is already Tuesday in Asia, still Monday in Europe and the Americas.
  const instant = new Date('2025-01-06T20:30:00Z');

  it.each([
    ['Asia/Tokyo', 'TUESDAY'],
    ['Asia/Bangkok', 'TUESDAY'],
    ['Asia/Taipei', 'TUESDAY'],
    ['UTC', 'MONDAY'],
    ['Europe/Berlin', 'MONDAY'],
    ['America/Los_Angeles', 'MONDAY'],
  ])('is the day of the time zone %s (%s)', (zone, day) => {
    expect(weekdayIn(zone, instant)).toBe(day);
  });

  it('turns Sunday into the last day of the week', () => {
    expect(weekdayIn('UTC', new Date('2025-01-05T12:00:00Z'))).toBe('SUNDAY');
  });
});
