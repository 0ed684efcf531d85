import { describe, expect, it } from 'vitest';
import type { EpisodeState } from '@/domain/catalog';
import { PurchaseKind } from '@/domain/enums';
import { autoChoice, followersOf, unlockable } from './selection';

const locked = (rentPrice = 3, possessionPrice = 9): EpisodeState => ({ kind: 'LOCKED', rentPrice, possessionPrice });
const waiting = (ticketAt: number | null, rentPrice = 3): EpisodeState => ({
  kind: 'WAIT_FREE',
  rentPrice,
  possessionPrice: 9,
  waitHours: 24,
  ticketAt,
});

describe('unlockable', () => {
  it('takes locked and waiting episodes the title sells that way, nothing else', () => {
    expect(unlockable(locked(), PurchaseKind.RENTAL)).toBe(true);
    expect(unlockable(waiting(null), PurchaseKind.BUY)).toBe(true);
    expect(unlockable(locked(0, 9), PurchaseKind.RENTAL)).toBe(false);
    expect(unlockable(locked(3, 0), PurchaseKind.BUY)).toBe(false);
    expect(unlockable({ kind: 'RENTED', expiresAt: 1 }, PurchaseKind.BUY)).toBe(false);
    expect(unlockable({ kind: 'FREE' }, PurchaseKind.RENTAL)).toBe(false);
  });
});

describe('followersOf', () => {
  const episodes = [
    { id: 15, number: 5, state: locked() },
    { id: 11, number: 1, state: { kind: 'FREE' } as EpisodeState },
    { id: 13, number: 3, state: locked() },
    { id: 12, number: 2, state: locked() },
    { id: 14, number: 4, state: { kind: 'OWNED' } as EpisodeState },
    { id: 16, number: 6, state: locked(0, 9) },
  ];

  it('lists the locked episodes after the last selected, in reading order', () => {
    expect(followersOf(episodes, [12], PurchaseKind.RENTAL)).toEqual([13, 15]);
    expect(followersOf(episodes, [12], PurchaseKind.BUY)).toEqual([13, 15, 16]);
    expect(followersOf(episodes, [12, 13], PurchaseKind.RENTAL)).toEqual([15]);
    expect(followersOf(episodes, [15], PurchaseKind.RENTAL)).toEqual([]);
    expect(followersOf(episodes, [], PurchaseKind.RENTAL)).toEqual([]);
  });
});

describe('autoChoice', () => {
  const NOW = 1_000_000;
  it('uses a ready ticket first', () => {
    expect(autoChoice(waiting(null), NOW)).toEqual({ via: 'TICKET' });
    expect(autoChoice(waiting(NOW), NOW)).toEqual({ via: 'TICKET' });
  });

  it('rents when the title rents, else buys, while the ticket is not there yet', () => {
    expect(autoChoice(waiting(NOW + 1), NOW)).toEqual({ via: 'RENT', kind: 0, price: 3 });
    expect(autoChoice(locked(3, 9), NOW)).toEqual({ via: 'RENT', kind: 0, price: 3 });
    expect(autoChoice(locked(0, 9), NOW)).toEqual({ via: 'BUY', kind: 1, price: 9 });
  });

  it('has nothing to do for a readable episode or one that is not for sale', () => {
    expect(autoChoice({ kind: 'FREE' }, NOW)).toBeNull();
    expect(autoChoice({ kind: 'RENTED', expiresAt: NOW + 5 }, NOW)).toBeNull();
    expect(autoChoice(locked(0, 0), NOW)).toBeNull();
  });
});
