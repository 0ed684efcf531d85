export const PLATFORMS = ['japan', 'thai', 'taiwan', 'me', 'de'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * js: first-load JS and lazy chunks per platform; viewer: the 200-image episode; lighthouse: three pages;
 * purchase: the API on PostgreSQL (purchase, detail and viewer calls stepped to their ceilings, pgbench beside them;
 * a throwaway cluster, no bundle needed);
 * comments: the comment lists of an episode with 100 000 comments, on PGlite and PostgreSQL (no bundle needed).
 */
export const MEASURES = ['js', 'viewer', 'lighthouse', 'purchase', 'comments'] as const;
export type Measure = (typeof MEASURES)[number];

/** The viewer run and Lighthouse measure this bundle (issue 3 §4), when it is among the platforms asked for. */
export const PAGE_PLATFORM: Platform = 'japan';

/** Runs of each page measure (each Lighthouse page, the viewer at each CPU slowdown) by default; the worst counts. */
export const DEFAULT_RUNS = 3;

/** The viewer scrolls on this machine's CPU and on one 4× slower, a mid-range phone (Lighthouse's mobile slowdown). */
export const VIEWER_CPU_SLOWDOWNS = [1, 4] as const;

export const USAGE = `npm run bench -- [platform ...] [--only=js,viewer,lighthouse,purchase,comments] [--files] [--runs=N] [--reports=<dir>] [--workers=N] [--allow-stale]
  platform       ${PLATFORMS.join(', ')} (default: all). The viewer and Lighthouse measures run on ${PAGE_PLATFORM} only.
  --only=…       the measures to run (default: all five; purchase and comments run once, on japan's API)
  --files        list every file of each platform's first load
  --runs=N       runs of each Lighthouse page and of the viewer at each CPU slowdown (${VIEWER_CPU_SLOWDOWNS.map((r) => `${r}×`).join(', ')});
                 every figure prints its worst run and the spread, and budgets judge the worst run (1–9, default ${DEFAULT_RUNS})
  --reports=dir  also write each Lighthouse report there (HTML and JSON)
  --trace        trace the viewer scroll and show the CPU time of each long task (tells a busy machine from slow code)
  --workers=N    API processes for the purchase measure (1–16, default 1: one process, CPU per request comparable)
  --allow-stale  measure a dist/<platform> older than its sources anyway (the header marks it STALE)`;

export interface BenchOptions {
  platforms: Platform[];
  measures: Measure[];
  files: boolean;
  runs: number;
  reportsDir: string | null;
  trace: boolean;
  workers: number;
  /** Measure a build older than src/, platforms/, index.html, vite.config.ts or an .env file instead of refusing. */
  allowStale: boolean;
}

export type ParsedArgs = { ok: true; options: BenchOptions } | { ok: false; error: string };

const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);
const isMeasure = (value: string): value is Measure => (MEASURES as readonly string[]).includes(value);

/** Parses `process.argv.slice(2)`; anything it does not know is an error, so a typo never runs a silent subset. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const platforms: Platform[] = [];
  let measures: Measure[] = [...MEASURES];
  let files = false;
  let trace = false;
  let runs = DEFAULT_RUNS;
  let reportsDir: string | null = null;
  let workers = 1;
  let allowStale = false;
  for (const arg of argv) {
    if (arg === '--files') files = true;
    else if (arg === '--trace') trace = true;
    else if (arg === '--allow-stale') allowStale = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean);
      const unknown = names.filter((name) => !isMeasure(name));
      if (names.length === 0 || unknown.length > 0) {
        return { ok: false, error: `unknown measure in ${arg} (known: ${MEASURES.join(', ')})` };
      }
      measures = MEASURES.filter((measure) => names.includes(measure));
    } else if (arg.startsWith('--runs=')) {
      runs = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
        return { ok: false, error: `${arg}: give a whole number of runs from 1 to 9` };
      }
    } else if (arg.startsWith('--workers=')) {
      workers = Number(arg.slice('--workers='.length));
      if (!Number.isInteger(workers) || workers < 1 || workers > 16) {
        return { ok: false, error: `${arg}: give a whole number of API processes from 1 to 16` };
      }
    } else if (arg.startsWith('--reports=') && arg.length > '--reports='.length) {
      reportsDir = arg.slice('--reports='.length);
    } else if (isPlatform(arg)) {
      if (!platforms.includes(arg)) platforms.push(arg);
    } else {
      return { ok: false, error: `unknown argument ${arg}` };
    }
  }
  return {
    ok: true,
    options: {
      platforms: platforms.length ? platforms : [...PLATFORMS],
      measures,
      files,
      runs,
      reportsDir,
      trace,
      workers,
      allowStale,
    },
  };
}

/** Which measures run on which platform: js on each, the page measures on PAGE_PLATFORM when it was asked for. */
export function plan(options: BenchOptions): { platform: Platform; measures: Measure[] }[] {
  return options.platforms
    .map((platform) => ({
      platform,
      measures: options.measures.filter(
        (measure) =>
          measure !== 'purchase' && measure !== 'comments' && (measure === 'js' || platform === PAGE_PLATFORM),
      ),
    }))
    .filter((step) => step.measures.length > 0);
}
