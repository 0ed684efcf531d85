import { afterAll, vi } from 'vitest';

// Files of a worker share one module graph (vitest.config.ts, isolate: false): what a file spied on or stubbed ends
// with the file, so the next one starts from the real functions.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
