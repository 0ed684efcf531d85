/** The budgets of issue 3 §4; `npm run bench` exits non-zero when one fails. */
export const BUDGETS = {
  /** gzip -9 bytes of JavaScript `/` loads before any interaction, per platform. */
  initialJs: 150 * 1024,
  /** gzip -9 bytes of the largest lazy chunk. */
  lazyChunk: 50 * 1024,
  /** Viewer images holding a decoded source at once while scrolling the 200-image episode. */
  decodedImages: 15,
  /** Cumulative layout shift over the whole viewer run: reserved heights must give exactly none. */
  layoutShift: 0,
  /** The longest main-thread task while scrolling must stay under this many milliseconds. */
  longTaskMs: 50,
  /** Lighthouse performance score (0–100), mobile profile, on each audited page. */
  lighthouseScore: 90,
  /** Purchases per second the API must sustain, and the share of that rate it must reach (issue 4 §5). */
  purchaseRate: 200,
  purchaseRateShare: 0.95,
  /** Median milliseconds of one comment list call (a page or the count) on an episode of 100 000 comments. */
  commentCallMs: 100,
} as const;

export const within = {
  commentCall: (p50: number) => p50 <= BUDGETS.commentCallMs,
  initialJs: (bytes: number) => bytes <= BUDGETS.initialJs,
  lazyChunk: (bytes: number) => bytes <= BUDGETS.lazyChunk,
  decodedImages: (count: number) => count <= BUDGETS.decodedImages,
  layoutShift: (sum: number) => sum <= BUDGETS.layoutShift,
  longTask: (ms: number) => ms < BUDGETS.longTaskMs,
  lighthouseScore: (score: number) => score >= BUDGETS.lighthouseScore,
  /** Every purchase answered and written exactly once, at the asked rate, with a ledger that still adds up. */
  purchaseLoad: (run: {
    sent: number;
    ok: number;
    refused: number;
    errors: number;
    achievedRate: number;
    purchasesInDatabase: number;
    ledger: { lotsOffLedger: number; negativeLots: number; possessedTwice: number };
  }) =>
    run.errors === 0 &&
    run.refused === 0 &&
    // Requests still in flight when the run ends are written but not counted by the load generator.
    run.purchasesInDatabase >= run.ok &&
    run.purchasesInDatabase <= run.sent &&
    run.achievedRate >= BUDGETS.purchaseRate * BUDGETS.purchaseRateShare &&
    run.ledger.lotsOffLedger + run.ledger.negativeLots + run.ledger.possessedTwice === 0,
};
