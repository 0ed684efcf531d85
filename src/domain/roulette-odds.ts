/** Hundredths of a percent: the unit the published odds are rounded to (100 % = 10 000). */
const UNITS = 10_000;

/**
 * Every prize's probability in percent with two decimals, summing to exactly 100 (the largest-remainder method):
 * each share is first rounded down, then the hundredths still missing go one each to the largest remainders, ties to
 * the earlier prize on the wheel. So no published figure is more than 0.01 off its exact value and the list never
 * sums to 99.99 % or 100.01 %. Integer arithmetic only: weights are bounded integers.
 */
export function publishedOdds(weights: readonly number[]): number[] {
  if (weights.some((w) => !Number.isSafeInteger(w) || w <= 0)) throw new Error('Weights must be positive integers.');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return [];
  const shares = weights.map((weight, index) => ({
    index,
    units: Math.floor((weight * UNITS) / total),
    remainder: (weight * UNITS) % total,
  }));
  let missing = UNITS - shares.reduce((sum, share) => sum + share.units, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (missing === 0) break;
    share.units += 1;
    missing -= 1;
  }
  return shares.map((share) => share.units / 100);
}
