import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../src/domain/catalog';
import type { PlatformId } from '../../../src/domain/enums';
import type { RefreshResult, TokenPair } from '../../../src/domain/user';
import { refreshTokens, titles } from '../../db/schema';
import { hashRefreshToken } from '../../lib/tokens';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  type ReaderColumns,
  signUpReader,
  type TestContext,
  userOf,
} from '../../testing';

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

/** A reader of `platform`, signed up on its deployment: an account and its tokens belong to one platform. */
const newReader = (flags: ReaderColumns = {}, platform: PlatformId = 'japan') =>
  signUpReader({ app: ctx.appFor(platform), db: ctx.db }, 'adult-check', flags);

function verify(pair: TokenPair, birthedAt: string | null | undefined, platform: PlatformId = 'japan') {
  // The birthday rule follows the platform a deployment serves.
  return callJson<TokenPair>(ctx.appFor(platform), 'PUT', '/api/front/user', {
    token: pair.accessToken,
    body: {
      action: 'ADULT',
      verifyAdultRequest: birthedAt === undefined ? {} : { birthedAt },
      refreshToken: pair.refreshToken,
    },
  });
}

const refused = (reason: string) => ({
  result: 'FAIL',
  error: { code: 'INVALID_PARAMETER', field: 'birthedAt', reason },
});

describe('PUT /api/front/user (action ADULT)', () => {
  it('confirms a reader on a yes/no platform: adult, adult content on, new tokens, the old refresh token retired', async () => {
    const reader = await newReader();
    const before = await callJson<ContentPage>(ctx.app, 'GET', '/api/backend/contents?list=MATURE', {
      token: reader.accessToken,
    });
    expect(dataOf(before).items).toEqual([]);

    const fresh = dataOf(await verify(reader, null));
    expect(fresh.refreshToken).not.toBe(reader.refreshToken);
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({
      isAdult: true,
      isAdultToggle: true,
      birthedAt: null,
    });

    const after = await callJson<ContentPage>(ctx.app, 'GET', '/api/backend/contents?list=MATURE', {
      token: fresh.accessToken,
    });
    expect(dataOf(after).items.length).toBeGreaterThan(0);
    expect(
      (await callJson(ctx.app, 'GET', `/api/backend/contents/${adultTitleId}`, { token: fresh.accessToken })).status,
    ).toBe(200);

    // The old refresh token was rotated out: presented again, it is refused and ends the session (reuse).
    const rotated = await callJson<RefreshResult>(ctx.app, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: reader.accessToken, refreshToken: reader.refreshToken },
    });
    expect(failureOf(rotated)).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
  });

  it('on a yes/no platform checks the stored birth date when none is sent, and a sent one replaces it', async () => {
    const minor = await newReader({ birthedAt: '2015-04-01' });
    expect((await verify(minor, null)).body).toEqual(refused('UNDER_AGE'));
    expect(await userOf(ctx.app, minor.accessToken)).toMatchObject({ isAdult: false, birthedAt: '2015-04-01' });
    const fresh = dataOf(await verify(minor, '1991-04-01'));
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({ isAdult: true, birthedAt: '1991-04-01' });
  });

  it.each([
    ['no birth date', undefined, 'REQUIRED'],
    ['a null birth date', null, 'REQUIRED'],
    ['31 February', '2000-02-31', 'INVALID_DATE'],
    ['a 13th month', '2000-13-01', 'INVALID_DATE'],
    ['another format', '01.02.2000', 'INVALID_DATE'],
    ['a year before 1900', '1899-12-31', 'INVALID_DATE'],
    ['a date in the future', '2999-01-01', 'INVALID_DATE'],
  ] as const)(
    'a birthday platform (thai) refuses %s with its reason, changing nothing',
    async (_case, date, reason) => {
      const reader = await newReader({}, 'thai');
      const reply = await verify(reader, date, 'thai');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(refused(reason));
      expect(await userOf(ctx.appFor('thai'), reader.accessToken)).toMatchObject({ isAdult: false, birthedAt: null });
      // The refresh token was not spent on a refusal.
      expect(dataOf(await verify(reader, '1990-01-01', 'thai')).accessToken).toBeTruthy();
    },
  );

  it('counts age on the platform’s calendar: 18 today in Bangkok while still 17 by UTC', async () => {
    // 2031-06-14 18:30 UTC is 2031-06-15 01:30 in Bangkok.
    await ctx.clock.set(new Date('2031-06-14T18:30:00Z'));
    const tomorrow = await newReader({}, 'thai');
    expect((await verify(tomorrow, '2013-06-16', 'thai')).body).toEqual(refused('UNDER_AGE'));
    const today = await newReader({}, 'thai');
    const fresh = dataOf(await verify(today, '2013-06-15', 'thai'));
    expect(await userOf(ctx.appFor('thai'), fresh.accessToken)).toMatchObject({
      isAdult: true,
      birthedAt: '2013-06-15',
    });
    // Japan's calendar (UTC+9) agrees; a UTC calendar would not.
    const japanese = await newReader();
    expect(dataOf(await verify(japanese, '2013-06-15', 'japan')).accessToken).toBeTruthy();
  });

  it('refuses a refresh token that is not the bearer’s, already spent, or expired', async () => {
    const reader = await newReader();
    const other = await newReader();
    const stolen = await verify({ ...reader, refreshToken: other.refreshToken }, null);
    expect(failureOf(stolen)).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ isAdult: false });

    dataOf(await verify(reader, null));
    expect(failureOf(await verify(reader, null))).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });

    const late = await newReader();
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(late.refreshToken)));
    expect(failureOf(await verify(late, null))).toEqual({ status: 401, code: 'EXPIRED_REFRESH_TOKEN' });
  });

  it('needs a bearer and the ADULT action', async () => {
    const reader = await newReader();
    const body = { action: 'ADULT', verifyAdultRequest: { birthedAt: null }, refreshToken: reader.refreshToken };
    expect(failureOf(await callJson(ctx.app, 'PUT', '/api/front/user', { body }))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
    const mail = { ...body, action: 'MAIL' };
    expect(
      failureOf(await callJson(ctx.app, 'PUT', '/api/front/user', { token: reader.accessToken, body: mail })),
    ).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});
