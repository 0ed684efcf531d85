import { availableParallelism } from 'node:os';

/**
 * API_WORKERS: a number, or `auto` (the default) for what suits the machine: on PostgreSQL one process per CPU but
 * one, up to 4, outside test mode (the database on the same machine needs a core: on 2 CPUs two processes did no
 * better than one in the bench, and purchases worse, docs/performance.md); on PGlite always 1, since PGlite lives
 * inside the process and has one writer: a second process could not open the same data directory. Takes the value
 * server/env.ts read; never reads process.env itself.
 */
export function parseWorkers(value: number | 'auto' | undefined, postgres: boolean, testMode: boolean): number {
  if (!postgres) {
    if (typeof value === 'number' && value > 1)
      throw new Error('Invalid server environment: API_WORKERS above 1 needs DATABASE_URL (PGlite has one process).');
    return 1;
  }
  if (typeof value === 'number') return value;
  return testMode ? 1 : autoWorkers(availableParallelism());
}

/** `auto` on a machine of `cpus` CPUs: one per CPU but one, at least 1, at most 4. */
export function autoWorkers(cpus: number): number {
  return Math.max(1, Math.min(cpus - 1, 4));
}
