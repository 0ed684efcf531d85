import { testDatabaseUrl } from '../env';
import { forgetOldSeededImages, forgetSeededImagesOf } from './pglite-template';
import { dropTemplates } from './postgres-template';

/** A run's id: its start time and the runner's process, in base 36 (a valid part of a PostgreSQL name). */
function newRunId(now = Date.now()): string {
  return `r${now.toString(36)}p${process.pid.toString(36)}`;
}

/** When a run started, read back from its id (null for a name that is not one). */
function runStartedAt(run: string): number | null {
  const match = /^r([0-9a-z]+)p[0-9a-z]+$/.exec(run);
  return match?.[1] ? parseInt(match[1], 36) : null;
}

/**
 * Vitest's global setup for the server and web projects: names the run, so that its test files share one seeded
 * database per platform (server/testing/pglite-template.ts, postgres-template.ts) instead of each seeding its own.
 * Set before Vitest starts its workers, which inherit it. The teardown drops what the run made.
 */
export default async function setup() {
  // Both projects name this file; the first names the run and the other joins it.
  if (process.env.WEBTOON_TEST_RUN) return undefined;
  const run = newRunId();
  process.env.WEBTOON_TEST_RUN = run;
  forgetOldSeededImages();
  const adminUrl = testDatabaseUrl();
  return async () => {
    forgetSeededImagesOf(run);
    if (adminUrl) await dropTemplates(adminUrl, run, runStartedAt);
  };
}
