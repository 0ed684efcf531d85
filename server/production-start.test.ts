import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD } from './db/seed';
import { testDatabaseUrl } from './env';
import { spawnApi, untilHealthy } from './testing/api-process';
import { pgliteTemplate } from './testing/pglite-template';

// The production start as operators run it (`NODE_ENV=production npm start`), on a PGlite data directory of its own:
// what it prints and what it serves. The database kind does not matter here, so the PostgreSQL pass leaves it out.

interface Started {
  base: string;
  output: () => string;
  stop(): Promise<number | null>;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startProduction(dataDir: string): Promise<Started> {
  const { base, child, output } = await spawnApi({
    NODE_ENV: 'production',
    AUTH_SECRET: 'production-start-test-secret-0123456789abcdef',
    DATA_DIR: dataDir,
    MEDIA_DIR: join(dataDir, 'media'),
    DATABASE_URL: '',
    PLATFORM: 'japan',
    // The graceful stop is asserted (exit 0); a slow one on a busy machine must not become a forced exit 1.
    SHUTDOWN_GRACE_MS: '60000',
  });
  children.push(child);
  // A readiness wait with a generous bound: a cold start compiles the server first.
  await untilHealthy({ base, child, output }, 120_000);
  return {
    base,
    output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

const signIn = (base: string, email: string) =>
  fetch(`${base}/api/backend/auth/local/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: { code: string } } }));

describe.skipIf(Boolean(testDatabaseUrl()))('NODE_ENV=production npm start', () => {
  it('starts empty and says so; on a database a development start filled, closes the demo accounts and says why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'webtoon-production-'));
    try {
      const empty = await startProduction(join(dataDir, 'fresh'));
      expect(empty.output()).toContain('Production data: 0 accounts, 0 titles');
      expect(empty.output()).toContain('the catalogue is empty');
      expect(empty.output()).toContain('npm run catalog -- import <path>');
      expect(empty.output()).not.toContain('Demo accounts');
      expect(empty.output()).not.toContain(DEMO_PASSWORD);
      expect(await signIn(empty.base, 'rich@example.com')).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_REGISTERED_USER' } },
      });
      // The copyright pages every episode's viewer ends with are the service's own: there without a demo.
      const copyright = await fetch(`${empty.base}/images/copyright/c08.png`);
      expect([copyright.status, copyright.headers.get('content-type')]).toEqual([200, 'image/png']);
      // Read to its end: an image is streamed as the client reads it, and a reply left half-read keeps its connection
      // busy, so the graceful stop below would wait for it until its 10 s limit and exit 1.
      const png = Buffer.from(await copyright.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(await empty.stop(), empty.output()).toBe(0);

      // A data directory filled by a development start (the demo seed: the run's seeded image), then started in
      // production.
      const filled = join(dataDir, 'filled');
      const handle = await openDatabase({ dataDir: filled, loadDataDir: await pgliteTemplate('japan', true) });
      await handle.close();
      const demo = await startProduction(filled);
      expect(demo.output()).toMatch(/closed \d+ demo accounts whose password is public \(.*rich@example\.com/);
      expect(demo.output()).not.toContain(DEMO_PASSWORD);
      expect(await signIn(demo.base, 'rich@example.com')).toMatchObject({
        status: 403,
        body: { error: { code: 'WITHDRAWAL' } },
      });
      expect(await demo.stop(), demo.output()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two cold starts of the API, each with its own 120 s readiness bound, on a machine the rest of the suite keeps busy.
  }, 300_000);
});
