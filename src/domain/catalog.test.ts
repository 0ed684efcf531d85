import { describe, expect, it } from 'vitest';
import { episodeState, isReadable, type SaleSettings } from './catalog';

const now = new Date('2025-03-01T00:00:00Z');
const sale: SaleSettings = {
  rentPrice: 3,
  possessionPrice: 5,
  rentalHours: 72,
  freeEpisodeCount: 2,
  waitFree: { waitHours: 24, excludeLatest: 3 },
};
const prices = { rentPrice: 3, possessionPrice: 5 };
const LATEST = 10;

describe('episodeState (spec §4 episode access)', () => {
  it.each([
    ['first free episode', 1, null, { kind: 'FREE' }],
    ['last always-free episode', 2, null, { kind: 'FREE' }],
    ['free-from time reached', 9, new Date('2025-02-28T00:00:00Z'), { kind: 'FREE' }],
    [
      'free-from time still ahead',
      3,
      new Date('2025-03-02T00:00:00Z'),
      { kind: 'WAIT_FREE', ...prices, waitHours: 24, ticketAt: null },
    ],
    ['oldest wait-until-free episode', 3, null, { kind: 'WAIT_FREE', ...prices, waitHours: 24, ticketAt: null }],
    ['newest wait-until-free episode', 7, null, { kind: 'WAIT_FREE', ...prices, waitHours: 24, ticketAt: null }],
    ['among the latest 3', 8, null, { kind: 'LOCKED', ...prices }],
    ['the latest', 10, null, { kind: 'LOCKED', ...prices }],
  ] as const)('%s', (_name, number, freeFrom, expected) => {
    expect(episodeState({ number, freeFrom }, sale, LATEST, now)).toEqual(expected);
  });

  it('locks every paid episode of a title without wait-until-free', () => {
    expect(episodeState({ number: 3, freeFrom: null }, { ...sale, waitFree: null }, LATEST, now)).toEqual({
      kind: 'LOCKED',
      ...prices,
    });
  });

  it('puts ownership before every other rule, and lets an expired rental fall back', () => {
    const locked = { number: 10, freeFrom: null };
    expect(episodeState(locked, sale, LATEST, now, { kind: 'POSSESSION', expiresAt: null })).toEqual({ kind: 'OWNED' });
    const until = now.getTime() + 1000;
    expect(episodeState(locked, sale, LATEST, now, { kind: 'RENT', expiresAt: until })).toEqual({
      kind: 'RENTED',
      expiresAt: until,
    });
    expect(episodeState(locked, sale, LATEST, now, { kind: 'RENT', expiresAt: now.getTime() })).toEqual({
      kind: 'LOCKED',
      ...prices,
    });
  });

  it("says when the reader's next wait-until-free ticket arrives, and nothing once it has", () => {
    const waiting = { number: 5, freeFrom: null };
    const later = now.getTime() + 3600_000;
    expect(episodeState(waiting, sale, LATEST, now, null, later)).toMatchObject({ kind: 'WAIT_FREE', ticketAt: later });
    expect(episodeState(waiting, sale, LATEST, now, null, now.getTime())).toMatchObject({ ticketAt: null });
    // An unlocked wait-until-free episode reads like a rental until its 72 hours end.
    expect(episodeState(waiting, sale, LATEST, now, { kind: 'FREETIME', expiresAt: later }, later)).toEqual({
      kind: 'RENTED',
      expiresAt: later,
    });
  });

  it('opens only free, owned and rented episodes', () => {
    expect(isReadable({ kind: 'FREE' })).toBe(true);
    expect(isReadable({ kind: 'OWNED' })).toBe(true);
    expect(isReadable({ kind: 'RENTED', expiresAt: 1 })).toBe(true);
    expect(isReadable({ kind: 'WAIT_FREE', ...prices, waitHours: 24, ticketAt: null })).toBe(false);
    expect(isReadable({ kind: 'LOCKED', ...prices })).toBe(false);
  });
});
