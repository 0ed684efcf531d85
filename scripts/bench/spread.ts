/**
 * A figure measured over several runs (`--runs=N`): the worst run judges the budget, so that a budget holds on a run
 * anyone repeats and not only on the best one; the spread says how much the runs disagreed (a busy machine).
 */
export interface Spread {
  /** The run that counts for the budget: the highest value, or the lowest when higher is better. */
  worst: number;
  min: number;
  max: number;
  /** The lower middle for an even count. */
  median: number;
  count: number;
}

/** Which way a figure gets worse: a score gets worse going down, a time or a count going up. */
export type Worse = 'higher' | 'lower';

export function spreadOf(values: readonly number[], worse: Worse): Spread {
  if (values.length === 0) throw new Error('spreadOf: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  return {
    worst: worse === 'higher' ? max : min,
    min,
    max,
    median: sorted[Math.floor((sorted.length - 1) / 2)] as number,
    count: sorted.length,
  };
}

/**
 * The worst run's value, then the spread of all runs in brackets when there was more than one and they differ:
 * `63 ms (41–63 ms)`. A single run, or runs that agree, print as the value alone.
 */
export function formatSpread(
  spread: Spread,
  format: (value: number) => string,
  /** The bounds' format, when the value's own reads badly in a range (a sentence for 0, say). */
  formatBound: (value: number) => string = format,
): string {
  const worst = format(spread.worst);
  if (spread.count < 2) return worst;
  const [low, high] = [formatBound(spread.min), formatBound(spread.max)];
  return low === high ? `${worst} (all ${spread.count} runs)` : `${worst} (${low}–${high})`;
}

/** The run holding the worst value of a figure (the first such run), to explain it with that run's details. */
export function worstRun<T>(runs: readonly T[], value: (run: T) => number, worse: Worse): T {
  let found: T | undefined;
  for (const run of runs) {
    if (found === undefined) found = run;
    else if (worse === 'higher' ? value(run) > value(found) : value(run) < value(found)) found = run;
  }
  if (found === undefined) throw new Error('worstRun: no runs');
  return found;
}
