import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../testing';
import { logger, requestLogger } from './log';
import { type CapturedLogs, captureLogs } from './log-capture';
import { requestIdOf } from './log-requests';

let ctx: TestContext;
let logs: CapturedLogs;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  logs = captureLogs();
});
afterAll(async () => {
  logs?.restore();
  await ctx?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request line of the reply that carried `id`. */
function lineOf(id: string | null) {
  return logs.lines().find((line) => line.reqId === id && typeof line.status === 'number');
}

describe('requestIdOf', () => {
  it.each([
    ['a trusted proxy’s UUID', 'f1c6d0a2-7b8e-4c1e-9a3b-2f0d9e8c7b6a', true, true],
    ['a trusted proxy’s trace id', 'Root=1-67891233-abcdef012345678912345678', true, true],
    ['an id from a client that is not a trusted proxy', 'f1c6d0a2-7b8e-4c1e-9a3b-2f0d9e8c7b6a', false, false],
    ['a line break (a forged log line)', 'abc\n{"level":"error"}', true, false],
    ['spaces and quotes', 'a "b" c', true, false],
    ['129 characters', 'a'.repeat(129), true, false],
    ['nothing', '', true, false],
  ])('%s: taken %s', (_label, header, trustProxy, taken) => {
    const id = requestIdOf(header, trustProxy);
    if (taken) expect(id).toBe(header);
    else expect(id).toMatch(UUID);
  });
});

describe('the request line', () => {
  it('names the route pattern, the status, the duration and the id it returns in X-Request-Id', async () => {
    const res = await ctx.app.request('/api/backend/contents/987654?list=FREE&email=someone%40example.com');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(lineOf(id)).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/backend/contents/:id',
      status: res.status,
      ms: expect.any(Number),
      msg: `GET /api/backend/contents/:id ${res.status}`,
    });
    expect(JSON.stringify(lineOf(id))).not.toContain('987654');
    expect(JSON.stringify(lineOf(id))).not.toContain('example.com');
  });

  it('takes the id a trusted proxy sends, and only then', async () => {
    const forwarded = 'edge-4f2a9c31-0001';
    const trusting = createApp({ ...ctx.deps, config: { ...ctx.config, trustProxy: true } });
    const res = await trusting.request('/api/health/live', { headers: { 'x-request-id': forwarded } });
    expect(res.headers.get('x-request-id')).toBe(forwarded);
    expect(lineOf(forwarded)).toMatchObject({ route: '/api/health/live', status: 200 });

    const direct = await ctx.app.request('/api/health/live', { headers: { 'x-request-id': forwarded } });
    expect(direct.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is written for replies of every kind: a refusal, an unknown API path, a page', async () => {
    for (const [path, route] of [
      ['/api/backend/coin', '/api/backend/coin'],
      ['/api/nothing/here', '/api/*'],
      ['/no-such-page', '/*'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect(lineOf(res.headers.get('x-request-id')), path).toMatchObject({ route, status: res.status });
    }
  });
});

describe('requestLogger', () => {
  it('writes where the process logger writes, at its level and format; the process logger keeps its redaction', () => {
    const quiet = captureLogs('warn');
    try {
      requestLogger().info({ route: '/api/health/live', status: 200 }, 'GET /api/health/live 200');
      requestLogger().warn({ route: '/api/backend/coin', status: 503 }, 'GET /api/backend/coin 503');
      logger().warn({ password: 'hunter2', route: '/api/backend/coin' }, 'a line of the process');
      const [request, other, ...rest] = quiet.lines();
      expect(rest).toEqual([]);
      expect(request).toMatchObject({
        level: 'warn',
        route: '/api/backend/coin',
        status: 503,
        time: expect.any(String),
      });
      expect(other).toMatchObject({ level: 'warn', password: '[redacted]' });
    } finally {
      quiet.restore();
    }
  });
});
