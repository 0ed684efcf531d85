import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, failureOf, callJson, signInAs, type TestContext } from './testing';
import { captureLogs } from './lib/log-capture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('createApp error handling', () => {
  it('answers malformed JSON with INVALID_PARAMETER 400', async () => {
    const res = await ctx.app.request('/api/backend/auth/local/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'INVALID_PARAMETER' } });
  });

  it('answers unknown API paths of every group with NOT_EXIST 404 in the envelope', async () => {
    for (const path of ['/api/bridge/anything', '/api/backend/nope', '/api/front/user/extra']) {
      expect(failureOf(await callJson(ctx.app, 'GET', path))).toEqual({ status: 404, code: 'NOT_EXIST' });
    }
  });

  it('maps an unexpected failure to SERVER_ERROR 500 and logs it', async () => {
    const broken = await createTestContext();
    const { accessToken } = await signInAs(broken.app, 'adult@example.com');
    await broken.close();
    const logs = captureLogs();
    try {
      const reply = await callJson(broken.app, 'GET', '/api/backend/coin', { token: accessToken });
      expect(failureOf(reply)).toEqual({ status: 500, code: 'SERVER_ERROR' });
      // One error line with the stack, naming the route pattern and the request.
      expect(logs.lines().filter((line) => line.level === 'error')).toEqual([
        expect.objectContaining({
          msg: 'GET /api/backend/coin failed',
          route: '/api/backend/coin',
          reqId: expect.any(String),
          err: expect.objectContaining({ stack: expect.stringContaining('at ') }),
        }),
      ]);
    } finally {
      logs.restore();
    }
  });
});
