import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, dataOf, failureOf, type TestContext, uniqueEmail } from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  plain = await createTestContext({ config: { testMode: false, nodeEnv: 'development' } });
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

describe('test-only routes', () => {
  it('POST /api/test/clock sets the shared clock and null clears it', async () => {
    const set = dataOf(
      await callJson<{ now: string }>(ctx.app, 'POST', '/api/test/clock', {
        body: { now: '2033-02-03T04:05:06+09:00' },
      }),
    );
    expect(set.now).toBe('2033-02-02T19:05:06.000Z');
    expect((await ctx.clock.now()).toISOString()).toBe('2033-02-02T19:05:06.000Z');
    dataOf(await callJson(ctx.app, 'POST', '/api/test/clock', { body: { now: null } }));
    expect(Math.abs((await ctx.clock.now()).getTime() - Date.now())).toBeLessThan(5000);
  });

  it('refuses a clock value that is not an ISO instant', async () => {
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/test/clock', { body: { now: 'tomorrow' } }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });

  it('GET /api/test/outbox lists the mails, newest first', async () => {
    const email = uniqueEmail('mail');
    dataOf(
      await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
        body: { email, password: 'Abcdefg1', termsVersion: TERMS_VERSION },
      }),
    );
    const [latest] = dataOf(
      await callJson<{ recipient: string; channel: string; createdAt: string }[]>(ctx.app, 'GET', '/api/test/outbox'),
    );
    expect(latest).toMatchObject({ recipient: email, channel: 'MAIL', createdAt: expect.any(String) });
  });

  it('do not exist outside test mode', async () => {
    expect(failureOf(await callJson(plain.app, 'POST', '/api/test/clock', { body: { now: null } }))).toEqual({
      status: 404,
      code: 'NOT_EXIST',
    });
    expect(failureOf(await callJson(plain.app, 'GET', '/api/test/outbox'))).toEqual({ status: 404, code: 'NOT_EXIST' });
  });
});

describe('GET /dev/outbox', () => {
  it('lists the outbox as HTML outside production, escaping what users typed', async () => {
    const email = uniqueEmail('page');
    dataOf(
      await callJson(plain.app, 'POST', '/api/backend/auth/local/sign-up', {
        body: { email, password: 'Abcdefg1', nickname: '<b>x</b>', termsVersion: TERMS_VERSION },
      }),
    );
    const res = await plain.app.request('/dev/outbox');
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain(email);
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('is absent in production', async () => {
    const prod = await createTestContext({
      config: { testMode: false, nodeEnv: 'production', production: true, distDir: '/nonexistent' },
    });
    try {
      const res = await prod.app.request('/dev/outbox', { headers: { accept: 'text/html' } });
      expect(await res.text()).not.toContain('Outbox');
    } finally {
      await prod.close();
    }
  });
});
