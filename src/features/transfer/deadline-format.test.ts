import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSFER_DEADLINE_ISO } from '@/domain/constants';
import { createDateFormatter } from '@/i18n/format-date';
import { platforms } from '../../../platforms';
import { createDeadlineFormatter } from './deadline-format';

describe('createDeadlineFormatter (Intl, the transfer note without date-fns-tz)', () => {
  it('writes the German deadline as date-fns-tz did: 30.06.2025 and 23:59 in Europe/Berlin', () => {
    const dates = createDeadlineFormatter(platforms.de);
    expect(dates.formatDate(TRANSFER_DEADLINE_ISO)).toBe('30.06.2025');
    expect(dates.formatTime(TRANSFER_DEADLINE_ISO)).toBe('23:59');
  });

  it('keeps midnight at 00 and the day of the zone, not of UTC', () => {
    const dates = createDeadlineFormatter(platforms.de);
    expect(dates.formatDate('2025-03-30T22:00:00Z')).toBe('31.03.2025');
    expect(dates.formatTime('2025-03-30T22:00:00Z')).toBe('00:00');
  });

  // Any moment (both sides of the summer-time switches), any platform: the same text as the shared formatter.
  it.each(Object.values(platforms).map((config) => [config.id, config] as const))(
    'matches createDateFormatter on %s',
    (_id, config) => {
      const intl = createDeadlineFormatter(config);
      const shared = createDateFormatter(config);
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
          expect(intl.formatDate(ms)).toBe(shared.formatDate(ms));
          expect(intl.formatTime(ms)).toBe(shared.formatTime(ms));
        }),
        { numRuns: 500 },
      );
    },
  );
});
