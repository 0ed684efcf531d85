import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { testDatabaseUrl } from './env';
import { freePort, spawnApi, type SpawnedApi } from './testing/api-process';
import { buyableTitle, makeReaders, moneyInvariants, type MoneyReader } from './testing/money';
import { type PostgresCluster, postgresCluster } from './testing/postgres-cluster';

// Issue 27 §4 "through a database outage", from outside as an operator sees it: two APIs (one process, and a primary
// with two workers) started while their PostgreSQL is down wait for it instead of exiting, answer live and not ready,
// serve once it is up; when it stops under purchases, calls answer 503 SERVICE_UNAVAILABLE with Retry-After (never
// 500), and the service recovers by itself when it returns. It needs PostgreSQL binaries and starts its own server,
// so it runs once per `npm test`: in the PostgreSQL pass. Every wait is for a state, with a bound for a busy machine.

const AUTH_SECRET = 'outage-test-secret-0123456789abcdef0123456789';
const STATE_WITHIN = { timeout: 90_000, interval: 200 };

interface Api extends SpawnedApi {
  name: string;
}

interface Reply {
  status: number;
  code: string | null;
  retryAfter: string | null;
}

let pg: PostgresCluster | null = null;
const apis: Api[] = [];
let readers: MoneyReader[] = [];
let title: { id: number; freeEpisodeCount: number };
let episodeIds: number[] = [];
let metricsPort = 0;

async function startApi(name: string, env: Record<string, string>): Promise<Api> {
  return {
    name,
    ...(await spawnApi({
      // Production: JSON lines, no demo rendering, the readers made below sign with this secret.
      NODE_ENV: 'production',
      AUTH_SECRET,
      DATABASE_URL: pg!.url,
      PLATFORM: 'japan',
      MEDIA_DIR: join(tmpdir(), 'webtoon-test-media'),
      ...env,
    })),
  };
}

async function status(api: Api, path: string): Promise<number> {
  if (api.child.exitCode !== null) throw new Error(`${api.name} exited (${api.child.exitCode}):\n${api.output()}`);
  return fetch(`${api.base}${path}`).then(
    (res) => res.status,
    () => 0,
  );
}

/** One purchase of one episode, retried with its key until it gets an answer that is not 503 (or `give up`). */
async function purchase(api: Api, reader: MoneyReader, episodeId: number, key = randomUUID()): Promise<Reply> {
  const res = await fetch(`${api.base}/api/backend/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}`, 'idempotency-key': key },
    body: JSON.stringify({ contentId: title.id, episodeIds: [episodeId], kind: 1 }),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code ?? null, retryAfter: res.headers.get('retry-after') };
}

/** The session client's credentials sign-in (csrf, then the form): where Auth.js sends the reader. */
async function credentialsSignIn(api: Api, email: string): Promise<string> {
  const csrf = await fetch(`${api.base}/api/auth/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${api.base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1', cookie },
    body: new URLSearchParams({ email, password: 'Any-passw0rd', callbackUrl: '/my', csrfToken }).toString(),
  });
  return ((await res.json()) as { url: string }).url;
}

function jsonLines(api: Api): Record<string, unknown>[] {
  return api
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.runIf(Boolean(testDatabaseUrl()))('through a database outage', () => {
  beforeAll(async () => {
    // A folder the postgres user may enter (mkdtemp's is the test runner's alone).
    pg = postgresCluster(join(tmpdir(), `webtoon-outage-${process.pid}-${randomUUID().slice(0, 8)}`), await freePort());
    if (!pg) throw new Error('PostgreSQL binaries are missing (the PostgreSQL pass needs them).');
    // The data the purchases need (the demo catalogue, readers with coins), then the server goes down.
    const handle = await openDatabase({ databaseUrl: pg.url });
    try {
      await prepareDatabase(handle, { platform: 'japan', now: new Date(), seed: true });
      readers = await makeReaders(handle.db, AUTH_SECRET, 4, new Date(), () => [
        { kind: 'COIN', amount: 100_000, expiresAt: null },
      ]);
      const buyable = await buyableTitle(handle.db, 12);
      title = buyable.title;
      // Past the free ones: each can be bought once per reader.
      episodeIds = buyable.episodes.slice(buyable.title.freeEpisodeCount).map((e) => e.id);
    } finally {
      await handle.close();
    }
    await pg.stop('fast');
    metricsPort = await freePort();
    apis.push(await startApi('one process', { API_WORKERS: '1' }));
    apis.push(await startApi('two workers', { API_WORKERS: '2', METRICS_PORT: String(metricsPort) }));
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await pg?.remove();
  });

  it('an API started while PostgreSQL is down stays up: live 200, ready 503, calls 503 with Retry-After', async () => {
    for (const api of apis) {
      await expect.poll(() => status(api, '/api/health/live'), STATE_WITHIN).toBe(200);
      expect(await status(api, '/api/health/ready')).toBe(503);
      expect(await status(api, '/api/health')).toBe(503);
      expect(await purchase(api, readers[0]!, episodeIds[0]!)).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        retryAfter: '5',
      });
      // It says so in its log, one JSON line per attempt.
      await expect
        .poll(
          () => jsonLines(api).filter((line) => /^Database: not reachable/.test(String(line.msg))).length,
          STATE_WITHIN,
        )
        .toBeGreaterThanOrEqual(2);
    }
  }, 120_000);

  it('becomes ready once PostgreSQL is up, and a purchase goes through', async () => {
    await pg!.start();
    for (const [i, api] of apis.entries()) {
      await expect.poll(() => status(api, '/api/health/ready'), STATE_WITHIN).toBe(200);
      expect(await purchase(api, readers[i]!, episodeIds[1]!)).toEqual({ status: 200, code: null, retryAfter: null });
      expect(jsonLines(api).some((line) => /^Database: reachable again/.test(String(line.msg)))).toBe(true);
    }
  }, 120_000);

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After (never 500) while PostgreSQL is away, and recovers by itself', async () => {
    const replies: Reply[] = [];
    let running = true;
    let next = 2;
    // Two clients per API keep buying: each purchase is retried with its key until it is answered (not 503).
    const clients = apis.flatMap((api, a) =>
      [0, 1].map(async (c) => {
        const reader = readers[a * 2 + c]!;
        while (running) {
          const episodeId = episodeIds[next++ % episodeIds.length]!;
          const key = randomUUID();
          for (;;) {
            const reply = await purchase(api, reader, episodeId, key).catch((): Reply => ({
              status: 0,
              code: null,
              retryAfter: null,
            }));
            replies.push(reply);
            if (reply.status !== 503 && reply.status !== 0) break;
            if (!running) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }),
    );
    try {
      const count = (predicate: (r: Reply) => boolean) => replies.filter(predicate).length;
      // Answered: bought, or refused for a reason of its own (an episode this reader already rents).
      const answered = (r: Reply) => r.status > 0 && r.status < 500;
      await expect.poll(() => count((r) => r.status === 200), STATE_WITHIN).toBeGreaterThanOrEqual(4);

      await pg!.stop('immediate');
      await expect.poll(() => count((r) => r.status === 503), STATE_WITHIN).toBeGreaterThanOrEqual(8);
      for (const api of apis) expect(await status(api, '/api/health/ready')).toBe(503);
      // A sign-in through the session client lands on the login page with the catalogue's code, not a 500.
      expect(await credentialsSignIn(apis[0]!, 'away@example.com')).toContain('code=SERVICE_UNAVAILABLE');
      const answeredBefore = count(answered);
      const okBefore = count((r) => r.status === 200);

      await pg!.start();
      for (const api of apis) await expect.poll(() => status(api, '/api/health/ready'), STATE_WITHIN).toBe(200);
      await expect.poll(() => count(answered), STATE_WITHIN).toBeGreaterThanOrEqual(answeredBefore + 8);
      expect(count((r) => r.status === 200)).toBeGreaterThan(okBefore);
    } finally {
      running = false;
      await Promise.all(clients);
    }

    // Every refusal was the catalogue's 503 with Retry-After; nothing was a 500, no process restarted.
    expect(replies.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    expect(
      replies.filter((r) => r.status === 503 && (r.code !== 'SERVICE_UNAVAILABLE' || r.retryAfter !== '5')),
    ).toEqual([]);
    for (const api of apis) expect(api.child.exitCode).toBeNull();
    // The outage is logged as warnings (one line each, no stack): nothing looked like a fault of the service.
    for (const api of apis)
      expect(jsonLines(api).filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);

    // The money held: the books balance and nothing is possessed twice .
    const handle = await openDatabase({ databaseUrl: pg!.url });
    try {
      expect(await moneyInvariants(handle.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('counts the workers’ requests together on METRICS_PORT', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const counted = [...text.matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    // One line per request (the error lines beside them carry no status).
    const lines = jsonLines(apis[1]!).filter((line) => typeof line.status === 'number' && typeof line.ms === 'number');
    // Both workers answered, and the primary's sum is the count of their request lines.
    expect(new Set(lines.map((line) => line.pid)).size).toBe(2);
    expect(counted).toBe(lines.length);
    expect(text).toMatch(/^webtoon_purchases_total\{kind="buy",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^webtoon_purchases_total\{kind="buy",outcome="unavailable"\} [1-9]\d*$/m);
    expect(text).toMatch(/^webtoon_db_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^webtoon_db_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The primary's own background jobs, counted as they ran against the real database (the transfer runner's turn
    // comes every 5 s): the "job runs" from a running service, not a test's stand-in.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), STATE_WITHIN)
      .toMatch(/^webtoon_job_runs_total\{job="transfer_runner",outcome="ok"\} [1-9]\d*$/m);
  });
});
