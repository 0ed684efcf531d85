/** Whole turns a spin makes before it stops: enough to read as a spin, short enough not to bore. */
export const SPIN_TURNS = 5;

/**
 * The wheel's next rotation (degrees, clockwise, never decreasing) that brings the middle of segment `index` of
 * `count` equal segments under the pointer at the top, after `SPIN_TURNS` whole turns from `current`.
 */
export function rotationFor(current: number, index: number, count: number): number {
  const segment = 360 / count;
  const target = (360 - (index + 0.5) * segment) % 360;
  const base = current - (current % 360);
  return base + SPIN_TURNS * 360 + target;
}

/** The angle (0 at the top, clockwise) at which the pointer stands on a wheel turned by `rotation`: which segment. */
export function segmentAt(rotation: number, count: number): number {
  const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(underPointer / (360 / count));
}
