import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, rateLimits } from '../../db/schema';
import { runHousekeeping } from '../../services/housekeeping';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, config: { trustProxy: true } });
});
afterAll(() => ctx.close());

let hosts = 0;
/** Each test posts from its own address (TRUST_PROXY), so the per-IP limit of one never reaches another. */
const newIp = () => `198.51.100.${(hosts += 1)}`;
const entry = (code: string) => ({ level: 'error', code, message: `boom ${code}`, path: '/viewer/1' });

function post(ip: string, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.request('/api/front/log', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const rowsWith = (code: string) => ctx.db.select().from(clientLogs).where(eq(clientLogs.code, code));

describe('POST /api/front/log', () => {
  it('stores a batch sent as text/plain (sendBeacon) with the platform and client kind of the request', async () => {
    const res = await post(
      newIp(),
      [entry('BATCH_A'), { ...entry('BATCH_A'), level: 'warn', details: { line: '12' } }],
      {
        'user-agent': 'Mozilla/5.0 WebtoonApp/3.2.1 (AND_PLAY; APP)',
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'SUCCESS', data: { stored: 2 } });
    const rows = await rowsWith('BATCH_A');
    expect(rows.map((r) => [r.level, r.platform, r.appKind, r.clientPlatform, r.path])).toEqual([
      ['error', 'japan', 'APP', 'AND_PLAY', '/viewer/1'],
      ['warn', 'japan', 'APP', 'AND_PLAY', '/viewer/1'],
    ]);
    expect(rows[1]?.details).toEqual({ line: '12' });
  });

  it('takes one entry in JSON too; a web client is WEB/WEB', async () => {
    const res = await post(newIp(), entry('SINGLE'), { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect((await rowsWith('SINGLE')).map((r) => [r.appKind, r.clientPlatform])).toEqual([['WEB', 'WEB']]);
  });

  it('refuses more than 20 entries, oversized or extra fields, and junk, storing nothing', async () => {
    const ip = newIp();
    const refused = [
      Array.from({ length: 21 }, () => entry('TOO_MANY')),
      [],
      [{ ...entry('TOO_MANY'), message: 'x'.repeat(1001) }],
      [{ ...entry('TOO_MANY'), extra: true }],
      [{ ...entry('TOO_MANY'), level: 'fatal' }],
      [{ ...entry('TOO_MANY'), details: { nested: { a: 1 } } }],
      'not json',
    ];
    for (const body of refused) {
      const res = await post(ip, body);
      expect(res.status).toBe(400);
    }
    expect(await rowsWith('TOO_MANY')).toEqual([]);
  });

  it('limits each client IP to 30 beacons a minute (TOO_MANY_REQUESTS, 429); another IP goes on', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await post(ip, [entry('LIMITED')])).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const over = await post(ip, [entry('LIMITED')]);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ result: 'FAIL', error: { code: 'TOO_MANY_REQUESTS' } });
    expect((await post(newIp(), [entry('LIMITED')])).status).toBe(200);
    expect(await rowsWith('LIMITED')).toHaveLength(31);
    await ctx.db.delete(rateLimits);
  });

  it("keeps the session client's {authBase}/_log beacon too", async () => {
    const res = await ctx.app.request('/api/auth/_log', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
      body: JSON.stringify({ level: 'error', code: 'CLIENT_FETCH_ERROR', details: { url: '/api/auth/session' } }),
    });
    expect(res.status).toBe(204);
    const [row] = await ctx.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
    expect(row).toMatchObject({ code: 'CLIENT_FETCH_ERROR', level: 'error', message: '{"url":"/api/auth/session"}' });
  });
});

describe('housekeeping', () => {
  it('deletes client logs older than 14 days and keeps the rest', async () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const day = 24 * 3600 * 1000;
    await ctx.db.insert(clientLogs).values([
      { platform: 'japan', level: 'info', code: 'OLD', message: '', createdAt: new Date(now.getTime() - 14 * day - 1) },
      {
        platform: 'japan',
        level: 'info',
        code: 'RECENT',
        message: '',
        createdAt: new Date(now.getTime() - 14 * day + 1000),
      },
    ]);
    const report = await runHousekeeping(ctx.db, now);
    expect(report.forgottenClientLogs).toBeGreaterThanOrEqual(1);
    expect(await rowsWith('OLD')).toEqual([]);
    expect(await rowsWith('RECENT')).toHaveLength(1);
  });
});
