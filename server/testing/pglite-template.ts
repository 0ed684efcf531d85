import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { ServerConfig } from '../env';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MIGRATIONS = join(ROOT, 'server/db/migrations');
const CACHE = join(ROOT, '.cache/pglite');
/** A run's seeded images older than this are left from an earlier run and deleted at the next run's start. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The one test run this process belongs to (set by server/testing/global-setup.ts before Vitest starts its workers):
 * every test file of the run starts from the same seeded database, made by the first file that needs it. Outside a
 * Vitest run (the bench) it is unset and each process seeds its own.
 */
export function testRunId(): string | undefined {
  return process.env.WEBTOON_TEST_RUN || undefined;
}

let key: string | undefined;

/** A key of the migrations and the PGlite version: a template made by other migrations is never reused. */
export function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pkg.version);
  for (const dir of [MIGRATIONS, join(MIGRATIONS, 'meta')])
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
    }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** Writes aside and renames: parallel test files never read a half-written image. */
function writeAtomically(path: string, bytes: Buffer) {
  mkdirSync(CACHE, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/**
 * The migrated, empty database as a PGlite dump, kept across runs while the migrations are the same. A fresh PGlite
 * runs initdb, which costs most of a test context's start.
 */
async function migratedImage(): Promise<Blob | undefined> {
  const path = join(CACHE, `migrated-${migrationsKey()}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const handle = await openDatabase({});
  try {
    await prepareDatabase(handle, { platform: 'japan', now: new Date(), seed: false });
    if (!handle.dump) throw new Error('PGlite handle without dump.');
    const image = await handle.dump();
    writeAtomically(path, Buffer.from(await image.arrayBuffer()));
    return image;
  } finally {
    await handle.close();
  }
}

async function seededImage(platform: ServerConfig['platform'], seed: boolean): Promise<Blob> {
  const run = testRunId();
  const path = run ? join(CACHE, `seeded-${run}-${migrationsKey()}-${platform}-${seed}.tar`) : null;
  if (path && existsSync(path)) return new Blob([readFileSync(path)]);
  const handle = await openDatabase({ loadDataDir: await migratedImage() });
  try {
    await prepareDatabase(handle, { platform, now: new Date(), seed });
    if (!handle.dump) throw new Error('PGlite handle without dump.');
    const image = await handle.dump();
    if (path) writeAtomically(path, Buffer.from(await image.arrayBuffer()));
    return image;
  } finally {
    await handle.close();
  }
}

const templates = new Map<string, Promise<Blob>>();

/**
 * A dump of a migrated (and, if asked, seeded) database for `platform`: made once per test run by the first file that
 * asks (two files asking at once may both make it; the last rename wins, both are the same), then read from
 * `.cache/pglite/` by every other file of the run. The demo data's times are those of the moment it was made, as a
 * database seeded by `npm start` a few minutes ago would be.
 */
export function pgliteTemplate(platform: ServerConfig['platform'], seed: boolean): Promise<Blob> {
  const key = `${platform}:${seed}`;
  let template = templates.get(key);
  if (!template) {
    template = seededImage(platform, seed);
    templates.set(key, template);
  }
  return template;
}

/** Deletes the seeded images of one run (its end). */
export function forgetSeededImagesOf(run: string) {
  if (!existsSync(CACHE)) return;
  for (const name of readdirSync(CACHE))
    if (name.startsWith(`seeded-${run}-`)) rmSync(join(CACHE, name), { force: true });
}

/** Deletes the seeded images of earlier runs (the migrated image stays while the migrations are the same). */
export function forgetOldSeededImages(now = Date.now()) {
  if (!existsSync(CACHE)) return;
  for (const name of readdirSync(CACHE)) {
    if (!name.startsWith('seeded-')) continue;
    const path = join(CACHE, name);
    if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
  }
}
