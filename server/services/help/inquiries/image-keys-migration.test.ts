import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../../db/client';
import { testDatabaseUrl } from '../../../env';
import { IMAGE_KEY } from './images';
import { imageByKey } from './inquiries';

/** The migration that gave inquiry images their key; rows are written in the schema just before it. */
const MIGRATION = '0016_inquiry_image_keys';
const MIGRATIONS = fileURLToPath(new URL('../../../db/migrations', import.meta.url));

let handle: DatabaseHandle;
let before: string;
let dropDatabase: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  before = await migrationsBefore(MIGRATION);
  const adminUrl = testDatabaseUrl();
  if (adminUrl) {
    const name = `webtoon_test_${randomBytes(6).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = () => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else handle = await openDatabase({});
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
  await rm(before, { recursive: true, force: true });
});

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A copy of the migrations folder that ends just before `tag`, so that a database can be left where it was then. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  expect(entries.length).toBeGreaterThan(0);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  const kept = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const name of await readdir(MIGRATIONS))
    if (kept.has(name)) await copyFile(join(MIGRATIONS, name), join(folder, name));
  return folder;
}

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`, which the shared type leaves open. */
async function rowsOf<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(statement)) as { rows: T[] }).rows;
}

describe(`migration ${MIGRATION}`, () => {
  it('gives the images already stored the random stem of their file name as key, and any other path a random one', async () => {
    const { db } = handle;
    if (handle.kind === 'pglite')
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder: before });
    else await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder: before });
    const folder = randomBytes(16).toString('hex');
    const stems = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
    const [user] = await rowsOf<{
      id: number;
    }>(sql`INSERT INTO users (email, nickname, platform, created_at, updated_at)
        VALUES ('old@example.com', 'old', 'japan', now(), now()) RETURNING id`);
    const [inquiry] = await rowsOf<{ id: number }>(sql`INSERT INTO inquiries
        (user_id, platform, category, title, body, created_at)
        VALUES (${user!.id}, 'japan', 'COIN', 't', 'b', now()) RETURNING id`);
    const paths = [...stems.map((stem) => `inquiries/${folder}/${stem}.webp`), 'inquiries/legacy/odd-name.webp'];
    for (const [position, path] of paths.entries())
      await db.execute(sql`INSERT INTO inquiry_images (inquiry_id, position, path, width, height, bytes)
        VALUES (${inquiry!.id}, ${position}, ${path}, 1, 1, 1)`);

    await migrateDatabase(handle);

    expect(await imageByKey(db, stems[0]!)).toEqual({ path: paths[0], position: 0 });
    expect(await imageByKey(db, stems[1]!)).toEqual({ path: paths[1], position: 1 });
    const rows = await rowsOf<{ key: string }>(
      sql`SELECT key FROM inquiry_images WHERE inquiry_id = ${inquiry!.id} AND position = 2`,
    );
    expect(rows[0]!.key).toMatch(IMAGE_KEY);
    expect(stems).not.toContain(rows[0]!.key);
    // The key is required and names one image only.
    await expect(
      db.execute(sql`INSERT INTO inquiry_images (inquiry_id, position, path, width, height, bytes)
        VALUES (${inquiry!.id}, 3, 'inquiries/x/y.webp', 1, 1, 1)`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`INSERT INTO inquiry_images (inquiry_id, position, key, path, width, height, bytes)
        VALUES (${inquiry!.id}, 3, ${stems[0]}, 'inquiries/x/y.webp', 1, 1, 1)`),
    ).rejects.toThrow();
  });
});
