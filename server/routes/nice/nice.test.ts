import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KR_IDENTITY_RETURN_PATH } from '../../../src/domain/kr-identity';
import { createApp } from '../../app';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext, userOf } from '../../testing';
import { confirmAtProvider, encode, KOREAN, postForm, resultOf } from '../../testing/kr-identity';
import { KR_REQUEST_TTL_SECONDS } from '../../services/accounts/kr-identity';
import { readKrResult } from '../../services/accounts/kr-identity-tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const me = () => ctx.appFor('me');

describe('GET /api/backend/nice/encode', () => {
  it('answers the form for the test provider to a signed-in reader in Korea', async () => {
    const reader = await readerOn(ctx, 'me');
    const form = dataOf(await encode(me(), reader.accessToken));
    expect(form).toMatchObject({ action: '/api/backend/nice/test-provider', method: 'POST' });
    expect(form.fields.EncodeData).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a reader outside Korea, a guest, other platforms, and answers PAYMENT_UNAVAILABLE without a provider', async () => {
    const reader = await readerOn(ctx, 'me');
    const abroad = await encode(me(), reader.accessToken, false);
    expect(failureOf(abroad)).toEqual({ status: 403, code: 'INVALID_PARAMETER' });
    expect(abroad.body).toMatchObject({ error: { reason: 'NOT_KOREAN_IP' } });
    const guest = await callJson(me(), 'GET', '/api/backend/nice/encode', { headers: KOREAN });
    expect(failureOf(guest)).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    const japanese = await readerOn(ctx, 'japan');
    expect(failureOf(await encode(ctx.appFor('japan'), japanese.accessToken))).toEqual({
      status: 404,
      code: 'NOT_EXIST',
    });
    const off = createApp({ ...ctx.deps, config: { ...ctx.deps.config, platform: 'me', testKrIdentity: false } });
    expect(failureOf(await encode(off, reader.accessToken))).toEqual({ status: 503, code: 'PAYMENT_UNAVAILABLE' });
    // Without the test provider the Korean-IP test cookie is only a cookie.
    expect((await off.request('/api/backend/nice/test-provider', { method: 'POST' })).status).toBe(404);
  });
});

describe('the test identity provider', () => {
  it('shows a page that says it is a test provider and carries the request on', async () => {
    const reader = await readerOn(ctx, 'me');
    const form = dataOf(await encode(me(), reader.accessToken));
    const page = await postForm(me(), form.action, form.fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const body = await page.text();
    expect(body).toContain('<h1>TEST identity provider</h1>');
    expect(body).toContain('verifies nothing');
    expect(body).toContain(form.fields.EncodeData);
  });

  it('returns to the SPA with a signed result for the confirmed birth date, or with CANCELLED', async () => {
    const reader = await readerOn(ctx, 'me');
    const form = dataOf(await encode(me(), reader.accessToken));
    const location = await confirmAtProvider(me(), form, '1990-04-01');
    expect(location.startsWith(`${KR_IDENTITY_RETURN_PATH}#krResult=`)).toBe(true);
    const claims = await readKrResult(ctx.config.authSecret, resultOf(location));
    expect(claims).toMatchObject({ userId: reader.userId, birthDate: '1990-04-01' });

    const cancel = await postForm(me(), `${form.action}/confirm`, { ...form.fields, decision: 'cancel' });
    expect(cancel.headers.get('location')).toBe(`${KR_IDENTITY_RETURN_PATH}#krError=CANCELLED`);
  });

  it('refuses an altered or expired request and an impossible birth date', async () => {
    const reader = await readerOn(ctx, 'me');
    const form = dataOf(await encode(me(), reader.accessToken));
    const altered = `${form.fields.EncodeData}x`;
    expect((await postForm(me(), form.action, { EncodeData: altered })).status).toBe(400);
    expect((await postForm(me(), form.action, {})).status).toBe(400);
    const bad = await postForm(me(), `${form.action}/confirm`, {
      ...form.fields,
      birthDate: '1990-02-31',
      decision: 'confirm',
    });
    expect(bad.status).toBe(400);
    await ctx.clock.set(new Date(Date.now() + (KR_REQUEST_TTL_SECONDS + 1) * 1000));
    expect((await postForm(me(), form.action, form.fields)).status).toBe(400);
    const late = await postForm(me(), `${form.action}/confirm`, {
      ...form.fields,
      birthDate: '1990-01-01',
      decision: 'confirm',
    });
    expect(await late.json()).toEqual({ result: 'FAIL', error: { code: 'TIMEOUT' } });
  });
});

describe('GET /api/backend/auth/ip-kr in test mode', () => {
  it('treats the test cookie as Korea, records it on a signed-in reader, and follows the reader back out', async () => {
    const reader = await readerOn(ctx, 'me');
    const ipKr = (headers: Record<string, string>) =>
      callJson<{ isKrIp: boolean }>(me(), 'GET', '/api/backend/auth/ip-kr', { token: reader.accessToken, headers });
    expect(dataOf(await ipKr(KOREAN))).toEqual({ isKrIp: true });
    expect((await userOf(me(), reader.accessToken)).isKrIpUser).toBe(true);
    expect(dataOf(await ipKr({}))).toEqual({ isKrIp: false });
    expect((await userOf(me(), reader.accessToken)).isKrIpUser).toBe(false);
  });

  it('ignores the test cookie when the test provider is off, and a stale token only skips the recording', async () => {
    const off = createApp({ ...ctx.deps, config: { ...ctx.deps.config, testKrIdentity: false } });
    expect(dataOf(await callJson(off, 'GET', '/api/backend/auth/ip-kr', { headers: KOREAN }))).toEqual({
      isKrIp: false,
    });
    const stale = await callJson(me(), 'GET', '/api/backend/auth/ip-kr', { token: 'not-a-token', headers: KOREAN });
    expect(dataOf(stale)).toEqual({ isKrIp: true });
  });
});
