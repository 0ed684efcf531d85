import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshResult, TokenPair } from '../../../src/domain/user';
import { TERMS_VERSION } from '../../../src/domain/legal';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  readerOn,
  signUpReader,
  type TestContext,
  userOf,
} from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newReader = () => signUpReader(ctx, 'profile');

const putUser = (pair: TokenPair, body: Record<string, unknown>) =>
  callJson<TokenPair>(ctx.app, 'PUT', '/api/front/user', {
    token: pair.accessToken,
    body: { ...body, refreshToken: pair.refreshToken },
  });
const mail = (pair: TokenPair, isAgreeMail: unknown) =>
  putUser(pair, { action: 'MAIL', agreeMailRequest: { isAgreeMail } });
const profile = (pair: TokenPair, nickname: unknown) =>
  putUser(pair, { action: 'PROFILE', profileRequest: { nickname } });
const refresh = (pair: TokenPair) =>
  callJson<RefreshResult>(ctx.app, 'POST', '/api/backend/auth/refresh', { body: pair });

describe('PUT /api/front/user (actions MAIL and PROFILE)', () => {
  it('MAIL stores the mail agreement and answers new tokens of the same session', async () => {
    const reader = await newReader();
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ isAgreeMail: false });
    const fresh = dataOf(await mail(reader, true));
    expect(fresh.refreshToken).not.toBe(reader.refreshToken);
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({ isAgreeMail: true });
    // The session goes on: the access token sent along stays good until it expires…
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ isAgreeMail: true });
    const again = dataOf(await mail(fresh, false));
    expect(await userOf(ctx.app, again.accessToken)).toMatchObject({ isAgreeMail: false });
  });

  it('PROFILE changes the nickname (trimmed); the rotated-out refresh token is reuse and ends the session', async () => {
    const reader = await newReader();
    const fresh = dataOf(await profile(reader, '  Night Reader  '));
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({ nickname: 'Night Reader' });
    expect(dataOf(await refresh(fresh)).accessToken).toBeTruthy();
    // …while the refresh token it answered for is spent: presented again it counts as a stolen copy.
    expect(failureOf(await profile(reader, 'Again'))).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
  });

  it.each([
    ['a blank nickname', '   '],
    ['an empty nickname', ''],
    ['31 characters', 'x'.repeat(31)],
    ['a control character', 'Bad\u0007name'],
    ['a number', 42],
    ['null', null],
  ])('refuses %s with INVALID_PARAMETER, spending nothing', async (_case, nickname) => {
    const reader = await newReader();
    const before = await userOf(ctx.app, reader.accessToken);
    expect(failureOf(await profile(reader, nickname))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect((await userOf(ctx.app, reader.accessToken)).nickname).toBe(before.nickname);
    // The refresh token was not spent on a refusal.
    expect(dataOf(await profile(reader, 'x'.repeat(30))).accessToken).toBeTruthy();
  });

  it('refuses a mail agreement that is not a boolean, and a refresh token of another reader', async () => {
    const reader = await newReader();
    const other = await newReader();
    expect(failureOf(await mail(reader, 'true'))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    const stolen = await callJson(ctx.app, 'PUT', '/api/front/user', {
      token: reader.accessToken,
      body: { action: 'MAIL', agreeMailRequest: { isAgreeMail: true }, refreshToken: other.refreshToken },
    });
    expect(failureOf(stolen)).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ isAgreeMail: false });
  });

  it('needs a signed-in reader', async () => {
    const reply = await callJson(ctx.app, 'PUT', '/api/front/user', {
      body: { action: 'MAIL', agreeMailRequest: { isAgreeMail: true }, refreshToken: 'x'.repeat(43) },
    });
    expect(reply.status).toBe(401);
  });
});

describe('PUT /api/front/user action MAIL with the consent of a first social sign-in', () => {
  // A social account starts without consent (readerOn: made as the social callback makes it, no terms recorded).
  const socialReader = () => readerOn(ctx, 'japan', { termsVersion: null, termsAgreedAt: null });
  const consent = (pair: TokenPair, termsVersion: unknown) =>
    putUser(pair, { action: 'MAIL', agreeMailRequest: { isAgreeMail: false, termsVersion } });

  it('records the version in force and when, with the mail agreement, in the one call', async () => {
    const reader = await socialReader();
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ termsVersion: null, termsAgreedAt: null });
    const fresh = dataOf(await consent(reader, TERMS_VERSION));
    const user = await userOf(ctx.app, fresh.accessToken);
    expect(user).toMatchObject({ termsVersion: TERMS_VERSION, isAgreeMail: false });
    expect(Date.parse(user.termsAgreedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['an older version', '2020-01-01', 'TERMS_REQUIRED'],
    ['an empty version', '', 'TERMS_REQUIRED'],
    ['a number', 20261101, 'INVALID_PARAMETER'],
  ])('refuses %s, recording nothing and keeping the refresh token', async (_case, version, code) => {
    const reader = await socialReader();
    expect(failureOf(await consent(reader, version))).toEqual({ status: 400, code });
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ termsVersion: null });
    expect(dataOf(await consent(reader, TERMS_VERSION)).accessToken).toBeTruthy();
  });

  it('a MAIL change without a version leaves the recorded consent as it was', async () => {
    const reader = await newReader();
    const before = await userOf(ctx.app, reader.accessToken);
    const fresh = dataOf(await mail(reader, true));
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({
      termsVersion: TERMS_VERSION,
      termsAgreedAt: before.termsAgreedAt,
    });
  });
});

describe('PUT /api/backend/app/push', () => {
  const push = (token: string | undefined, body: unknown) =>
    callJson(ctx.app, 'PUT', '/api/backend/app/push', { token, body });
  const settings = { isAgreePush: true, isAgreePushContents: false, isAgreePushFreetime: true, isAgreePushNight: true };

  it('stores the push toggles on the user and answers them', async () => {
    const reader = await newReader();
    expect(dataOf(await push(reader.accessToken, settings))).toEqual(settings);
    expect((await userOf(ctx.app, reader.accessToken)).agreePush).toEqual(settings);
    const off = { ...settings, isAgreePush: false, isAgreePushNight: false };
    expect(dataOf(await push(reader.accessToken, off))).toEqual(off);
    expect((await userOf(ctx.app, reader.accessToken)).agreePush).toEqual(off);
  });

  it.each([
    ['a string for a boolean', { ...settings, isAgreePush: 'true' }],
    ['a missing toggle', { isAgreePush: true }],
    ['an array', [settings]],
  ])('refuses %s, changing nothing', async (_case, body) => {
    const reader = await newReader();
    const before = (await userOf(ctx.app, reader.accessToken)).agreePush;
    expect(failureOf(await push(reader.accessToken, body))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect((await userOf(ctx.app, reader.accessToken)).agreePush).toEqual(before);
  });

  it('needs a signed-in reader', async () => {
    expect((await push(undefined, settings)).status).toBe(401);
  });
});
