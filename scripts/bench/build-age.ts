import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a bundle is built from: a change to any of these after the build means the bench would measure old code. */
export const BUILD_INPUTS = { dirs: ['src', 'platforms'], files: ['index.html', 'vite.config.ts'] } as const;

export interface SourceFile {
  path: string;
  mtimeMs: number;
}

export interface BuildAge {
  platform: string;
  /** When dist/<platform>/index.html was written: the end of that platform's build. */
  builtAt: Date;
  /** The newest input file (null when none exists, e.g. an empty checkout). */
  newest: SourceFile | null;
  /** An input changed after the build. */
  stale: boolean;
}

// Tests and their helpers (src/testing/) are never bundled: editing one does not make a build stale.
const isBundledSource = (name: string) => !/\.test\.tsx?$/.test(name);
const isBundledFolder = (path: string) => !/(^|\/)src\/testing$/.test(path);

function newestUnder(dir: string, newest: SourceFile | null): SourceFile | null {
  let best = newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) best = isBundledFolder(path) ? newestUnder(path, best) : best;
    else if (entry.isFile() && isBundledSource(entry.name)) best = newer(best, path);
  }
  return best;
}

function newer(best: SourceFile | null, path: string): SourceFile | null {
  const mtimeMs = statSync(path).mtimeMs;
  return best && best.mtimeMs >= mtimeMs ? best : { path, mtimeMs };
}

/** The newest of the build's inputs under `root`: src/, platforms/, index.html, vite.config.ts and the .env files. */
export function newestInput(root: string): SourceFile | null {
  let newest: SourceFile | null = null;
  for (const dir of BUILD_INPUTS.dirs) {
    if (existsSync(join(root, dir))) newest = newestUnder(join(root, dir), newest);
  }
  const envFiles = readdirSync(root).filter((name) => name === '.env' || name.startsWith('.env.'));
  for (const file of [...BUILD_INPUTS.files, ...envFiles]) {
    if (existsSync(join(root, file))) newest = newer(newest, join(root, file));
  }
  return newest && { ...newest, path: relative(root, newest.path) };
}

/** How old dist/<platform> is beside its inputs; `newest` is passed in so several platforms walk the tree once. */
export function buildAge(root: string, platform: string, newest: SourceFile | null): BuildAge {
  const builtAtMs = statSync(join(root, 'dist', platform, 'index.html')).mtimeMs;
  return { platform, builtAt: new Date(builtAtMs), newest, stale: newest !== null && newest.mtimeMs > builtAtMs };
}

/** One line per platform for the header: which build is measured, and whether it is older than the code. */
export function describeBuild(age: BuildAge): string {
  const built = `dist/${age.platform} built ${age.builtAt.toISOString()}`;
  if (!age.stale || !age.newest) return `${built}`;
  return `${built}: STALE, ${age.newest.path} changed ${new Date(age.newest.mtimeMs).toISOString()}`;
}
