/** A current phone: the viewport of an iPhone 12–15 (CSS px), its pixel ratio, touch. */
export const READER_DEVICE = { width: 390, height: 844, deviceScaleFactor: 3 } as const;
/** A steady skim: one wheel step of this many CSS px every STEP_MS (2000 px/s, about 2.4 screens a second). */
export const STEP_PX = 100;
export const STEP_MS = 50;
