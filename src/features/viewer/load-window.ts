/** Screens below the viewport that load ahead of the reader (issue 3 §3: "a few screens ahead"). */
export const AHEAD_SCREENS = 3;
/** Screens above the viewport kept decoded, so a small scroll back does not flash empty boxes. */
export const BEHIND_SCREENS = 1;
/** Most slots holding a decoded source at once (issue 3 §4 budget: at most 15 on a 200-image episode). */
export const MAX_LOADED = 15;

export interface NearRange {
  first: number;
  last: number;
}

export interface LoadWindowInput {
  /** The slots within the root margin of the viewport. */
  near: NearRange;
  /** Height of every slot, in viewport heights. */
  heights: readonly number[];
  aheadScreens?: number;
  behindScreens?: number;
  maxLoaded?: number;
}

/**
 * The slots that should hold a source, nearest to the viewport first: the near ones, then those within a few screens
 * ahead and one screen behind, by distance (ahead wins a tie, as the reader is moving down). Everything else is
 * released, which bounds decoded memory however long the episode is.
 */
export function loadWindow({
  near,
  heights,
  aheadScreens = AHEAD_SCREENS,
  behindScreens = BEHIND_SCREENS,
  maxLoaded = MAX_LOADED,
}: LoadWindowInput): number[] {
  const count = heights.length;
  if (count === 0) return [];
  const first = clamp(near.first, 0, count - 1);
  const last = clamp(near.last, first, count - 1);

  const ordered: number[] = [];
  for (let i = first; i <= last; i += 1) ordered.push(i);

  const candidates: { index: number; distance: number; ahead: boolean }[] = [];
  let distance = 0;
  for (let i = last + 1; i < count && distance < aheadScreens; i += 1) {
    candidates.push({ index: i, distance, ahead: true });
    distance += heights[i] ?? 0;
  }
  distance = 0;
  for (let i = first - 1; i >= 0 && distance < behindScreens; i -= 1) {
    candidates.push({ index: i, distance, ahead: false });
    distance += heights[i] ?? 0;
  }
  candidates.sort((a, b) => a.distance - b.distance || Number(b.ahead) - Number(a.ahead));

  for (const candidate of candidates) {
    if (ordered.length >= maxLoaded) break;
    ordered.push(candidate.index);
  }
  return ordered;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
