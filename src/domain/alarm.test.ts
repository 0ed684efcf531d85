import { describe, expect, it } from 'vitest';
import { isNightIn, nightEndsAt, pushAllows } from './alarm';

describe('the night window 22:00–04:00 in a time zone', () => {
  it.each([
    ['Asia/Tokyo', '2026-03-10T21:59:59+09:00', false, null],
    ['Asia/Tokyo', '2026-03-10T22:00:00+09:00', true, '2026-03-11T04:00:00+09:00'],
    ['Asia/Tokyo', '2026-03-10T23:30:15+09:00', true, '2026-03-11T04:00:00+09:00'],
    ['Asia/Tokyo', '2026-03-11T00:00:00+09:00', true, '2026-03-11T04:00:00+09:00'],
    ['Asia/Tokyo', '2026-03-11T03:59:59+09:00', true, '2026-03-11T04:00:00+09:00'],
    ['Asia/Tokyo', '2026-03-11T04:00:00+09:00', false, null],
    ['Asia/Bangkok', '2026-03-10T22:00:00+07:00', true, '2026-03-11T04:00:00+07:00'],
    ['Asia/Bangkok', '2026-03-10T22:00:00+09:00', false, null],
    ['UTC', '2026-03-10T04:00:00Z', false, null],
    ['UTC', '2026-03-10T03:59:00Z', true, '2026-03-10T04:00:00Z'],
    // Berlin moves its clocks forward at 02:00 on 29 March 2026 (CET +01:00 → CEST +02:00) inside the night.
    ['Europe/Berlin', '2026-03-28T22:00:00+01:00', true, '2026-03-29T04:00:00+02:00'],
    // …and back at 03:00 on 25 October 2026 (CEST → CET).
    ['Europe/Berlin', '2026-10-24T23:00:00+02:00', true, '2026-10-25T04:00:00+01:00'],
    ['Europe/Berlin', '2026-10-25T04:00:00+01:00', false, null],
  ] as const)('%s %s: night %s, ends %s', (zone, at, night, end) => {
    const instant = new Date(at);
    expect(isNightIn(zone, instant)).toBe(night);
    expect(nightEndsAt(zone, instant)?.toISOString() ?? null).toBe(end === null ? null : new Date(end).toISOString());
  });
});

describe('pushAllows', () => {
  const all = { isAgreePush: true, isAgreePushContents: true, isAgreePushFreetime: true, isAgreePushNight: true };
  it('needs the master switch for every kind', () => {
    for (const kind of ['GIFT', 'RENTAL_ENDING', 'FREETIME_READY', 'NEW_EPISODE'] as const) {
      expect(pushAllows(all, kind)).toBe(true);
      expect(pushAllows({ ...all, isAgreePush: false }, kind)).toBe(false);
    }
  });
  it('reads the contents toggle for new episodes and the freetime toggle for tickets only', () => {
    const none = { ...all, isAgreePushContents: false, isAgreePushFreetime: false };
    expect(pushAllows(none, 'NEW_EPISODE')).toBe(false);
    expect(pushAllows(none, 'FREETIME_READY')).toBe(false);
    expect(pushAllows(none, 'GIFT')).toBe(true);
    expect(pushAllows(none, 'RENTAL_ENDING')).toBe(true);
  });
  it('always lets the answer to the reader’s own inquiry through', () => {
    const off = { isAgreePush: false, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false };
    expect(pushAllows(off, 'INQUIRY_ANSWERED')).toBe(true);
  });
});
