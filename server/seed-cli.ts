import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { loadConfig } from './env';
import { mediaStoreFor } from './media/store-config';

/** `npm run seed`: drops everything (PGlite: its data directory; PostgreSQL: the schemas), migrates and seeds. */
async function reset() {
  const config = loadConfig();
  if (config.production) throw new Error('Refusing to reset a production database (NODE_ENV=production).');
  if (!config.databaseUrl) {
    await rm(config.dataDir, { recursive: true, force: true });
    await mkdir(dirname(config.dataDir), { recursive: true });
  }
  // Resized copies of old images must not outlive them; the originals are re-rendered only where missing.
  const media = mediaStoreFor(config);
  await media.deletePrefix('image-cache/');
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (handle.kind === 'postgres') {
      await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await handle.db.execute(sql`DROP SCHEMA public CASCADE`);
      await handle.db.execute(sql`CREATE SCHEMA public`);
    }
    const started = Date.now();
    await prepareDatabase(handle, {
      platform: config.platform,
      now: new Date(),
      media,
      progress: (line) => console.log(line),
    });
    console.log(`Database reset in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
