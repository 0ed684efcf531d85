import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { ServerConfig } from '../env';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MIGRATIONS = join(ROOT, 'server/db/migrations');
const CACHE = join(ROOT, '.cache/pglite');

/**
 * The migrated, empty database as a PGlite dump, keyed by the migrations and the PGlite version. A fresh PGlite runs
 * initdb, which costs most of a test context's start; every test file of a run (and the next run, while the migrations
 * are the same) starts from this file instead. The demo data is seeded per file, so its times are the file's own.
 */
function migratedImagePath(): string {
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
  return join(CACHE, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function migratedImage(): Promise<Blob | undefined> {
  const path = migratedImagePath();
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const handle = await openDatabase({});
  try {
    await prepareDatabase(handle, { platform: 'japan', now: new Date(), seed: false });
    if (!handle.dump) throw new Error('PGlite handle without dump.');
    const image = await handle.dump();
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: parallel test files never read a half-written image.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, path);
    return image;
  } finally {
    await handle.close();
  }
}

const templates = new Map<string, Promise<Blob>>();

/** A dump of a migrated (and, if asked, seeded) database for `platform`, made once per test file. */
export function pgliteTemplate(platform: ServerConfig['platform'], seed: boolean): Promise<Blob> {
  const key = `${platform}:${seed}`;
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({ loadDataDir: await migratedImage() });
      try {
        await prepareDatabase(handle, { platform, now: new Date(), seed });
        if (!handle.dump) throw new Error('PGlite handle without dump.');
        return await handle.dump();
      } finally {
        await handle.close();
      }
    })();
    templates.set(key, template);
  }
  return template;
}
