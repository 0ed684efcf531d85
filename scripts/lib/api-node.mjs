// How every script starts the reference API: one command line, so `npm start`, the bench, the end-to-end and crash
// suites run the API the same way (node:cluster workers inherit it). The V8 flags keep the old generation's
// collections, pauses of 3-20 ms each, out of the hot reads; measured in docs/performance.md (round 4):
// - --no-allocation-site-pretenuring: under a burst of slow requests (a sale's purchases) V8 learns to allocate the
//   database driver's row messages straight into the old generation, and keeps doing so afterwards: every read then
//   fills the old generation (~8 MB/s at 2000 reads/s instead of ~0.2) and a collection comes every second or two.
// - --initial-old-space-size=128: with little promoted, V8 sets the next limit only a little above the live heap
//   (~40 MB); when that headroom is smaller than the young generation it starts marking again at once, and one
//   collection follows another every 100-300 ms. 128 MB of floor leaves several minutes between collections.
// - --no-memory-reducer: after a quiet spell V8 shrinks the heap to its live size with three collections in a row,
//   and the next burst starts from the tight limit above.
export const API_V8_FLAGS = ['--no-allocation-site-pretenuring', '--initial-old-space-size=128', '--no-memory-reducer'];

/** What node runs: `server/main.ts` through tsx. */
export const API_ENTRY = ['--import', 'tsx', 'server/main.ts'];

/** `node` arguments that run the API with API_V8_FLAGS. */
export const API_NODE_ARGS = [...API_V8_FLAGS, ...API_ENTRY];
