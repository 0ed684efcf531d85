import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/health', () => {
  it('answers ok with the platform (and, in test mode, the answering process) while the database answers', async () => {
    expect(dataOf(await callJson(ctx.app, 'GET', '/api/health'))).toEqual({
      status: 'ok',
      platform: ctx.config.platform,
      pid: process.pid,
    });
  });

  it('answers 503 once the database is gone', async () => {
    const gone = await createTestContext({ seed: false });
    await gone.close();
    expect(failureOf(await callJson(gone.app, 'GET', '/api/health'))).toEqual({ status: 503, code: 'SERVER_ERROR' });
  });
});
