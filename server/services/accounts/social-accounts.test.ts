import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, failureOf, type TestContext } from '../../testing';
import { ApiFailure } from '../../lib/http';
import { signInSocial } from './social-accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('signInSocial', () => {
  it('creates the account on first sign-in and finds it afterwards', async () => {
    const profile = { provider: 'google', snsId: 'g-123', email: 'Social@Example.com', name: 'Soci Al' };
    const first = await signInSocial(ctx.deps, profile, 'me');
    expect(first.user).toMatchObject({
      email: 'social@example.com',
      snsProvider: 'google',
      snsId: 'g-123',
      nickname: 'Soci Al',
      platform: 'me',
      passwordHash: null,
    });
    const again = await signInSocial(ctx.deps, profile, 'me');
    expect(again.user.id).toBe(first.user.id);
    expect(again.tokens.refreshToken).not.toBe(first.tokens.refreshToken);
  });

  it('gives an undeliverable unique address when the provider withholds it', async () => {
    const { user } = await signInSocial(
      ctx.deps,
      { provider: 'twitter', snsId: 't-9', email: null, name: null },
      'japan',
    );
    expect(user.email).toBe('t-9@twitter.sns.invalid');
  });

  it('refuses an address that belongs to another account', async () => {
    const attempt = signInSocial(
      ctx.deps,
      { provider: 'apple', snsId: 'a-1', email: 'adult@example.com', name: null },
      'japan',
    );
    await expect(attempt).rejects.toEqual(new ApiFailure('ALREADY_USED_ANOTHER_PLATFORM'));
  });

  it('leaves a social account without password change (INVALID_PARAMETER)', async () => {
    const { tokens } = await signInSocial(
      ctx.deps,
      { provider: 'facebook', snsId: 'f-7', email: 'fb@example.com', name: 'Fb' },
      'thai',
    );
    const reply = await callJson(ctx.appFor('thai'), 'POST', '/api/backend/auth/local/change/password', {
      token: tokens.accessToken,
      body: { oldPassword: 'anything1', newPassword: 'Another22' },
    });
    expect(failureOf(reply)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});
