import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { testDatabaseUrl } from './env';
import { pgliteTemplate } from './testing/pglite-template';
import { episodeZip, pagePng, SERIES_JSON, seriesFolder } from './services/catalog/import/testing/series-fixture';

// `npm run catalog` as operators run it: a refused import prints its whole list and exits non-zero, writing nothing.
// The import's rules are proved beside it (server/services/catalog/import/); this is the command's face.

let dataDir: string;

function cli(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'server/catalog-cli.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        MEDIA_DIR: join(dataDir, 'media'),
        DATABASE_URL: '',
        PLATFORM: 'japan',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'webtoon-catalog-cli-'));
  // The migrated empty database of the run, so the command's own migration step has nothing to do.
  const handle = await openDatabase({
    dataDir: join(dataDir, 'db'),
    loadDataDir: await pgliteTemplate('japan', false),
  });
  await handle.close();
  dataDir = join(dataDir, 'db');
});
afterAll(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

describe.skipIf(Boolean(testDatabaseUrl()))('npm run catalog', () => {
  it('answers its usage with exit code 2 for a command it does not know', async () => {
    const reply = await cli(['unpublish', 'chapter', '3']);
    expect(reply.code).toBe(2);
    expect(reply.stdout).toContain('npm run catalog -- unpublish title <id> | episode <id>');
  });

  it('refuses a bad import with one list of every problem, exit code 1, and an empty catalogue after', async () => {
    const folder = await seriesFolder({
      'series.json': { ...SERIES_JSON, schedule: 'SOMEDAY' },
      'ep1.cbz': await episodeZip(
        { Series: 'Broken', Number: 1 },
        [await pagePng(1)],
        [{ name: '../x.png', data: 'x' }],
      ),
      'ep2.cbz': Buffer.from('not a zip'),
    });
    try {
      const reply = await cli(['import', folder.root]);
      expect(reply.code).toBe(1);
      expect(reply.stderr).toContain('Nothing was imported: 3 problem(s) to fix.');
      expect(reply.stderr).toContain('  series.json schedule: Invalid option');
      expect(reply.stderr).toContain('  ep1.cbz [../x.png]: a path that leaves the archive');
      expect(reply.stderr).toContain('  ep2.cbz: not a readable zip archive');
      const listed = await cli(['list']);
      expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining('The catalogue is empty') });
    } finally {
      await folder.remove();
    }
  });
});
