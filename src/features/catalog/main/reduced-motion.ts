export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The reader asked the system for less motion: nothing slides by itself then, and moves are instant. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}
