import { MILEAGE_MIN_POINTS, MILEAGE_UNIT_COINS, MILEAGE_UNIT_POINTS } from '../constants';

export type MileageRefusal = 'EXCHANGE_MILEAGE_INSUFFICIENT' | 'MILEAGE_INSUFFICIENT' | 'INVALID_PARAMETER';

/**
 * Spec §5 mileage exchange: at least 3000 points, in units of 200 points for 10 bonus coins. Below the minimum is
 * EXCHANGE_MILEAGE_INSUFFICIENT, more than the reader holds MILEAGE_INSUFFICIENT, a broken unit INVALID_PARAMETER.
 */
export function mileageRefusal(points: number, held: number): MileageRefusal | null {
  if (!Number.isSafeInteger(points) || points <= 0 || points % MILEAGE_UNIT_POINTS !== 0) return 'INVALID_PARAMETER';
  if (points < MILEAGE_MIN_POINTS) return 'EXCHANGE_MILEAGE_INSUFFICIENT';
  if (points > held) return 'MILEAGE_INSUFFICIENT';
  return null;
}

/** The bonus coins an exchange of `points` gives. */
export function mileageBonus(points: number): number {
  return Math.floor(points / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_COINS;
}

/** The most points one exchange can take from `held`: whole units, or 0 below the minimum. */
export function maxExchangeable(held: number): number {
  const points = Math.floor(held / MILEAGE_UNIT_POINTS) * MILEAGE_UNIT_POINTS;
  return points >= MILEAGE_MIN_POINTS ? points : 0;
}
