import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing';
import { type KillableApi, killableApi } from './testing/api-process';

// API_WORKERS=2 (node:cluster) on PostgreSQL: both workers answer on the one port. PGlite has one process, so this
// runs with TEST_DATABASE_URL only.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
let api: KillableApi;

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestContext({ seed: false });
  // Two workers each load the code beside the whole of npm test: on a slow machine that once took over 100 s.
  api = await killableApi(ctx, 'japan', { API_WORKERS: '2' }, 240_000);
  await api.start();
}, 300_000);

afterAll(async () => {
  if (!postgres) return;
  await api.kill();
  await ctx.close();
});

/** One health call on a connection of its own: the primary hands each new connection to the next worker. */
function healthPid(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/health`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { data: { pid: number } }).data.pid));
    });
    req.on('error', reject);
    req.end();
  });
}

it.skipIf(!postgres)(
  'two API workers share the port and both answer',
  async () => {
    const pids = new Set<number>();
    // Round-robin hands connections out in turn; a worker still loading its code is skipped until it listens.
    const deadline = Date.now() + 60_000;
    while (pids.size < 2 && Date.now() < deadline) pids.add(await healthPid(api.base));
    expect(pids.size).toBe(2);
  },
  90_000,
);
