const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older reads show their date: "12 days ago" is harder to place than a date. */
export const RELATIVE_DAYS = 7;

export type ReadTime =
  { kind: 'justNow' } | { kind: 'relative'; value: number; unit: 'minute' | 'hour' | 'day' } | { kind: 'date' };

/** How long ago a read was, in the largest whole unit, or 'date' when it is a week old or more (or in the future). */
export function readTimeOf(updatedAt: number, now: number): ReadTime {
  const elapsed = now - updatedAt;
  if (elapsed < 0) return elapsed > -MINUTE ? { kind: 'justNow' } : { kind: 'date' };
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'relative', value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { kind: 'relative', value: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < RELATIVE_DAYS * DAY) return { kind: 'relative', value: Math.floor(elapsed / DAY), unit: 'day' };
  return { kind: 'date' };
}

/** A whole percentage for the progress bar: the API's 0–100 float, rounded and kept in range. */
export function progressPercent(scrollPercent: number): number {
  if (!Number.isFinite(scrollPercent)) return 0;
  return Math.min(100, Math.max(0, Math.round(scrollPercent)));
}
