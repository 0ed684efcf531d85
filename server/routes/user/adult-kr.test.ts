import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../src/domain/catalog';
import type { TokenPair } from '../../../src/domain/user';
import { titles, users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext, userOf } from '../../testing';
import { confirmAtProvider, encode, KOREAN, resultOf } from '../../testing/kr-identity';
import { KR_RESULT_TTL_SECONDS, signKrResult } from '../../services/accounts';

let ctx: TestContext;
let adultTitleId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [title] = await ctx.db.select({ id: titles.id }).from(titles).where(eq(titles.isAdult, true)).limit(1);
  if (!title) throw new Error('Seed lacks an adult title.');
  adultTitleId = title.id;
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const me = () => ctx.appFor('me');
/** A reader of 'me' in Korea: adult by the API's own check, not yet Korean-verified (the state the popup meets). */
const koreanReader = () => readerOn(ctx, 'me', { isAdult: true, isAdultToggle: true, isKrIpUser: true });

async function resultFor(pair: TokenPair, birthDate: string): Promise<string> {
  return resultOf(await confirmAtProvider(me(), dataOf(await encode(me(), pair.accessToken)), birthDate));
}

function adultKr(pair: TokenPair, encodeData: string, headers: Record<string, string> = KOREAN, app = me()) {
  return callJson<TokenPair>(app, 'POST', '/api/front/user/auth/adult/kr', {
    token: pair.accessToken,
    headers,
    body: { encodeData, refreshToken: pair.refreshToken },
  });
}

const adultTitle = (token: string) => callJson(me(), 'GET', `/api/backend/contents/${adultTitleId}`, { token });

describe('POST /api/front/user/auth/adult/kr', () => {
  it('verifies a Korean reader: new tokens, isAdultKr, adult content shown', async () => {
    const reader = await koreanReader();
    expect(failureOf(await adultTitle(reader.accessToken)).status).toBe(403);
    const result = await resultFor(reader, '1990-04-01');

    const fresh = dataOf(await adultKr(reader, result));
    expect(fresh.refreshToken).not.toBe(reader.refreshToken);
    expect(await userOf(me(), fresh.accessToken)).toMatchObject({
      isAdult: true,
      isAdultKr: true,
      isKrIpUser: true,
      isAdultToggle: true,
      birthedAt: '1990-04-01',
    });
    expect((await adultTitle(fresh.accessToken)).status).toBe(200);
    const mature = await callJson<ContentPage>(me(), 'GET', '/api/backend/contents?list=MATURE', {
      token: fresh.accessToken,
    });
    expect(dataOf(mature).items.length).toBeGreaterThan(0);
  });

  it('refuses a replayed result, even with the new tokens', async () => {
    const reader = await koreanReader();
    const result = await resultFor(reader, '1990-04-01');
    const fresh = dataOf(await adultKr(reader, result));
    const again = await adultKr(fresh, result);
    expect(failureOf(again)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(again.body).toMatchObject({ error: { reason: 'USED' } });
  });

  it('refuses forged results: altered, signed with another key, for another reader or an unknown request', async () => {
    const reader = await koreanReader();
    const other = await koreanReader();
    const result = await resultFor(reader, '1990-04-01');
    const [, payload] = result.split('.');
    const forgedWith = (secret: string, userId: number, requestId = '00000000-0000-4000-8000-000000000000') =>
      signKrResult(secret, { requestId, userId, birthDate: '1990-04-01', exp: Math.floor(Date.now() / 1000) + 60 });
    const forged = [
      `${result.slice(0, -2)}xx`,
      `eyJhbGciOiJub25lIn0.${payload}.`,
      await forgedWith('another-secret-0123456789abcdef', reader.userId),
      await forgedWith(ctx.config.authSecret, reader.userId),
    ];
    for (const encodeData of forged) {
      const reply = await adultKr(reader, encodeData);
      expect(failureOf(reply)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
      expect(reply.body).toMatchObject({ error: { reason: 'FORGED' } });
    }
    // Another reader's genuine result does not verify this one.
    expect((await adultKr(other, result)).body).toMatchObject({ error: { reason: 'FORGED' } });
    expect((await userOf(me(), reader.accessToken)).isAdultKr).toBe(false);
  });

  it('refuses an expired result with TIMEOUT and leaves the reader unverified', async () => {
    const reader = await koreanReader();
    const result = await resultFor(reader, '1990-04-01');
    await ctx.clock.set(new Date(Date.now() + (KR_RESULT_TTL_SECONDS + 1) * 1000));
    const late = await adultKr(reader, result);
    expect(failureOf(late)).toEqual({ status: 400, code: 'TIMEOUT' });
    expect(late.body).toMatchObject({ error: { reason: 'EXPIRED' } });
    await ctx.clock.set(null);
    expect((await userOf(me(), reader.accessToken)).isAdultKr).toBe(false);
  });

  it('refuses a minor (under 18 on the platform today) as the birth date check does', async () => {
    const reader = await koreanReader();
    const today = new Date();
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    const reply = await adultKr(reader, await resultFor(reader, minor));
    expect(reply.body).toEqual({
      result: 'FAIL',
      error: { code: 'INVALID_PARAMETER', field: 'birthedAt', reason: 'UNDER_AGE', message: 'UNDER_AGE' },
    });
    const row = (await ctx.db.select().from(users).where(eq(users.id, reader.userId)))[0];
    expect(row).toMatchObject({ isAdultKr: false, birthedAt: null });
  });

  it('refuses a reader outside Korea and other platforms', async () => {
    const reader = await koreanReader();
    const result = await resultFor(reader, '1990-04-01');
    const abroad = await adultKr(reader, result, {});
    expect(failureOf(abroad)).toEqual({ status: 403, code: 'INVALID_PARAMETER' });
    expect(abroad.body).toMatchObject({ error: { reason: 'NOT_KOREAN_IP' } });

    const japanese = await readerOn(ctx, 'japan', { isAdult: true });
    const japan = await adultKr(japanese, result, KOREAN, ctx.appFor('japan'));
    expect(failureOf(japan)).toEqual({ status: 404, code: 'NOT_EXIST' });
    // The result was never taken: the reader in Korea can still use it.
    expect(dataOf(await adultKr(reader, result)).accessToken).toBeTruthy();
  });

  it('refuses a refresh token of another session of the reader', async () => {
    const reader = await koreanReader();
    const result = await resultFor(reader, '1990-04-01');
    const reply = await adultKr({ ...reader, refreshToken: 'x'.repeat(43) }, result);
    expect(failureOf(reply)).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
  });
});
