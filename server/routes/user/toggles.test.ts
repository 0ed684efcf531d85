import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../src/domain/catalog';
import type { PlatformId } from '../../../src/domain/enums';
import { titles } from '../../db/schema';
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
let blTitleId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [adult] = await ctx.db.select({ id: titles.id }).from(titles).where(eq(titles.isAdult, true)).limit(1);
  const [bl] = await ctx.db
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.isBl, true), eq(titles.isAdult, false)))
    .limit(1);
  if (!adult || !bl) throw new Error('Seed lacks an adult or a BL title.');
  adultTitleId = adult.id;
  blTitleId = bl.id;
});
afterAll(() => ctx.close());

/** A reader of `platform`, signed up on its deployment: an account and its tokens belong to one platform. */
const newReader = async (flags: ReaderColumns = {}, platform: PlatformId = 'japan') =>
  (await signUpReader({ app: ctx.appFor(platform), db: ctx.db }, 'toggle', flags)).accessToken;

const toggle = (token: string | undefined, flag: 'adult' | 'BL', value: string, platform: PlatformId = 'japan') =>
  callJson<Record<string, boolean>>(ctx.appFor(platform), 'PUT', `/api/front/user/${flag}/toggle/${value}`, { token });

async function titlesOf(token: string, list: 'MATURE' | 'BL', platform: PlatformId = 'japan') {
  const page = await callJson<ContentPage>(ctx.appFor(platform), 'GET', `/api/backend/contents?list=${list}&size=50`, {
    token,
  });
  return dataOf(page).items.map((item) => item.id);
}

const detailStatus = async (token: string, id: number, platform: PlatformId = 'japan') =>
  (await callJson(ctx.appFor(platform), 'GET', `/api/backend/contents/${id}`, { token })).status;

describe('PUT /api/front/user/adult/toggle/{value}', () => {
  it('an adult turns adult content off and on again; the catalogue follows', async () => {
    const token = await newReader({ isAdult: true, birthedAt: '1990-01-01', isAdultToggle: true });
    expect(await titlesOf(token, 'MATURE')).toContain(adultTitleId);

    expect(dataOf(await toggle(token, 'adult', 'false'))).toEqual({ isAdultToggle: false });
    expect(await userOf(ctx.app, token)).toMatchObject({ isAdultToggle: false });
    expect(await titlesOf(token, 'MATURE')).toEqual([]);
    expect(await detailStatus(token, adultTitleId)).toBe(403);

    expect(dataOf(await toggle(token, 'adult', 'true'))).toEqual({ isAdultToggle: true });
    expect(await titlesOf(token, 'MATURE')).toContain(adultTitleId);
    expect(await detailStatus(token, adultTitleId)).toBe(200);
  });

  it('refuses to turn it on for a reader who is not adult by the platform’s rules', async () => {
    const minor = await newReader({ isAdult: false, birthedAt: '2015-01-01' });
    expect(failureOf(await toggle(minor, 'adult', 'true'))).toEqual({ status: 403, code: 'UNAUTHORIZED_ADULT' });
    expect(await userOf(ctx.app, minor)).toMatchObject({ isAdultToggle: false });
    expect(dataOf(await toggle(minor, 'adult', 'false'))).toEqual({ isAdultToggle: false });

    // Adult, but thai needs a birth date and me needs Korean verification from a Korean-IP reader.
    const noBirthDate = { isAdult: true, birthedAt: null };
    const thai = await newReader(noBirthDate, 'thai');
    expect(failureOf(await toggle(thai, 'adult', 'true', 'thai')).code).toBe('UNAUTHORIZED_ADULT');
    expect(dataOf(await toggle(await newReader(noBirthDate), 'adult', 'true', 'japan'))).toEqual({
      isAdultToggle: true,
    });
    const korean = await newReader(
      { isAdult: true, birthedAt: '1990-01-01', isKrIpUser: true, isAdultKr: false },
      'me',
    );
    expect(failureOf(await toggle(korean, 'adult', 'true', 'me')).code).toBe('UNAUTHORIZED_ADULT');
  });
});

describe('PUT /api/front/user/BL/toggle/{value}', () => {
  it('on me, BL titles follow the reader’s switch, shown for a new account as for a guest', async () => {
    const token = await newReader({}, 'me');
    expect(await userOf(ctx.appFor('me'), token)).toMatchObject({ isBlToggle: true });
    expect(await titlesOf(token, 'BL', 'me')).toContain(blTitleId);

    expect(dataOf(await toggle(token, 'BL', 'false', 'me'))).toEqual({ isBlToggle: false });
    expect(await userOf(ctx.appFor('me'), token)).toMatchObject({ isBlToggle: false });
    expect(await titlesOf(token, 'BL', 'me')).toEqual([]);
    expect(await detailStatus(token, blTitleId, 'me')).toBe(404);

    expect(dataOf(await toggle(token, 'BL', 'true', 'me'))).toEqual({ isBlToggle: true });
    expect(await titlesOf(token, 'BL', 'me')).toContain(blTitleId);
    expect(await detailStatus(token, blTitleId, 'me')).toBe(200);
  });
});

describe('both switches', () => {
  it.each(['adult', 'BL'] as const)('%s: needs a bearer and a value of true or false', async (flag) => {
    expect(failureOf(await toggle(undefined, flag, 'true'))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    const token = await newReader();
    for (const value of ['yes', 'TRUE', '1']) {
      expect(failureOf(await toggle(token, flag, value))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    }
  });
});
