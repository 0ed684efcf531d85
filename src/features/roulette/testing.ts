import type { RoulettePrize, RouletteSpin, RouletteSpinResult } from '@/domain/roulette';
import { buildWallet } from '@/testing/coin-factories';

/** A small wheel for the screens' tests: odds summing to 100. */
export const PRIZES: RoulettePrize[] = [
  { id: 11, kind: 'FREE_COIN', name: '無料コイン 5', amount: 5, weight: 6000, probability: 60 },
  { id: 12, kind: 'ROULETTE_TICKET', name: 'もう1回', amount: 1, weight: 3333, probability: 33.33 },
  { id: 13, kind: 'BONUS', name: 'ボーナス 20', amount: 20, weight: 647, probability: 6.47 },
  { id: 14, kind: 'PHYSICAL', name: 'サイン入り画集', amount: 0, weight: 20, probability: 0.2 },
];

export function spinOf(index: number, overrides: Partial<RouletteSpin> = {}): RouletteSpin {
  const prize = PRIZES[index]!;
  return {
    id: 500 + index,
    prize,
    createdAt: Date.parse('2031-05-10T12:00:00+09:00'),
    delivery: prize.kind === 'PHYSICAL' ? { status: 'ADDRESS_NEEDED', address: null, shippedAt: null } : null,
    ...overrides,
  };
}

export function spinResult(index: number, tickets: number): RouletteSpinResult {
  return { spin: spinOf(index), index, tickets, wallet: buildWallet({ COIN: 500, BONUS: 120 }) };
}
