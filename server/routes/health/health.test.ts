import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../app';
import { createStartingApp } from '../../app-starting';
import { captureLogs } from '../../lib/log-capture';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

/** A context whose database is closed: every query fails as it would with the server gone. */
async function goneContext(): Promise<TestContext> {
  const gone = await createTestContext({ seed: false });
  await gone.close();
  return gone;
}

function quiet() {
  const logs = captureLogs();
  onTestFinished(logs.restore);
  return logs;
}

describe('GET /api/health', () => {
  it('answers ok with the platform (and, in test mode, the answering process) while the database answers', async () => {
    expect(dataOf(await callJson(ctx.app, 'GET', '/api/health'))).toEqual({
      status: 'ok',
      platform: ctx.config.platform,
      pid: process.pid,
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After once the database is gone', async () => {
    quiet();
    const gone = await goneContext();
    const res = await gone.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers without asking the database; ready checks the database, the migrations and the media store', async () => {
    expect(dataOf(await callJson(ctx.app, 'GET', '/api/health/live'))).toEqual({ status: 'live' });
    expect(dataOf(await callJson(ctx.app, 'GET', '/api/health/ready'))).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', media: 'ok' },
    });
  });

  it('ready answers 503 naming the database when it does not answer; live stays 200', async () => {
    const logs = quiet();
    const gone = await goneContext();
    expect((await gone.app.request('/api/health/live')).status).toBe(200);
    const res = await gone.app.request('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      result: 'FAIL',
      error: { code: 'SERVICE_UNAVAILABLE', message: 'database' },
      checks: { database: 'unreachable', migrations: 'unknown', media: 'unknown' },
    });
    expect(logs.lines().some((line) => line.msg === 'Readiness: the database does not answer')).toBe(true);
  });

  it('ready answers 503 naming the migrations when the database lacks the newest one', async () => {
    quiet();
    const behind = await createTestContext({ seed: false });
    onTestFinished(() => behind.close());
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(failureOf(await callJson(behind.app, 'GET', '/api/health/ready'))).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    const body = (await (await behind.app.request('/api/health/ready')).json()) as { checks: unknown };
    expect(body.checks).toEqual({ database: 'ok', migrations: 'pending', media: 'ok' });
  });

  it('ready answers 503 naming the media store when it takes no write', async () => {
    quiet();
    const readOnly = createApp({
      ...ctx.deps,
      media: { ...ctx.deps.media, checkWritable: () => Promise.reject(new Error('EROFS: read-only file system')) },
    });
    const body = (await (await readOnly.request('/api/health/ready')).json()) as { checks: unknown };
    expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', media: 'unwritable' });
  });
});

describe('the starting app (the database not prepared yet)', () => {
  const starting = () => createStartingApp(ctx.config);

  it('is live, not ready, and answers every API call 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    quiet();
    const app = starting();
    expect(dataOf(await callJson(app, 'GET', '/api/health/live'))).toEqual({ status: 'live' });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: unknown }).checks).toEqual({
      database: 'waiting',
      migrations: 'unknown',
      media: 'unknown',
    });
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/backend/coin'],
      ['POST', '/api/backend/purchase'],
      ['POST', '/api/auth/callback/credentials'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('5');
      expect(await res.json(), path).toEqual({ result: 'FAIL', error: { code: 'SERVICE_UNAVAILABLE' } });
    }
  });
});
