import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, dataOf, type TestContext } from '../../testing';

let trusting: TestContext;
let direct: TestContext;
beforeAll(async () => {
  trusting = await createTestContext({ config: { krIpPrefixes: ['175.192.', '211.234.'], trustProxy: true } });
  direct = await createTestContext({ config: { krIpPrefixes: ['175.192.'], trustProxy: false } });
});
afterAll(async () => {
  await trusting.close();
  await direct.close();
});

const ipKr = (ctx: TestContext, forwarded: string) =>
  callJson<{ isKrIp: boolean }>(ctx.app, 'GET', '/api/backend/auth/ip-kr', {
    headers: { 'x-forwarded-for': forwarded },
  });

describe('GET /api/backend/auth/ip-kr', () => {
  it('matches the first X-Forwarded-For hop against KR_IP_PREFIXES behind a trusted proxy', async () => {
    expect(dataOf(await ipKr(trusting, '175.192.10.1, 10.0.0.1'))).toEqual({ isKrIp: true });
    expect(dataOf(await ipKr(trusting, '8.8.8.8, 175.192.10.1'))).toEqual({ isKrIp: false });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(dataOf(await ipKr(direct, '175.192.10.1'))).toEqual({ isKrIp: false });
  });
});
