import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailAuthResult } from '../../../src/domain/coins';
import { mailAuthToken } from '../../services/accounts/signup-event';
import { callJson, createTestContext, dataOf, failureOf, signUpReader, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const confirm = (token: string, body: { userId: number; token: string }) =>
  callJson<MailAuthResult>(ctx.app, 'POST', '/api/front/user/mail/auth/confirm', {
    token,
    body,
    headers: { 'idempotency-key': `test-${randomUUID()}` },
  });

/** The link of the reader's latest sign-up mail in the outbox. */
async function linkOf(email: string) {
  const mails = (await ctx.outbox.list()).filter((m) => m.recipient === email);
  const path = mails.at(-1)?.meta?.path ?? '';
  const url = new URL(path, 'https://site.invalid');
  return {
    path: url.pathname,
    userId: Number(url.searchParams.get('userId')),
    token: url.searchParams.get('mailAuth') ?? '',
  };
}

describe('the sign-up event (10 coins once per account)', () => {
  it('sends a link with the sign-up mail; confirming it grants 10 free coins once', async () => {
    const { accessToken, userId, email } = await signUpReader(ctx, 'event');
    const link = await linkOf(email);
    expect(link).toMatchObject({ path: '/event', userId });
    const result = dataOf(await confirm(accessToken, link));
    expect(result.coins).toBe(10);
    expect(result.wallet.balance.FREE_COIN).toBe(10);
    expect(failureOf(await confirm(accessToken, link)).code).toBe('ALREADY_AUTH_MAIL');
    expect(
      failureOf(await callJson(ctx.app, 'POST', '/api/front/user/mail/auth', { token: accessToken, body: { userId } }))
        .code,
    ).toBe('ALREADY_AUTH_MAIL');
  });

  it("refuses another reader's link and a forged token (INVALID_USER)", async () => {
    const a = await signUpReader(ctx, 'event-a');
    const b = await signUpReader(ctx, 'event-b');
    const link = await linkOf(a.email);
    expect(failureOf(await confirm(b.accessToken, link)).code).toBe('INVALID_USER');
    expect(failureOf(await confirm(a.accessToken, { userId: a.userId, token: 'forged-token-value' })).code).toBe(
      'INVALID_USER',
    );
    expect(mailAuthToken(ctx.config.authSecret, a.userId)).toBe(link.token);
  });

  it('sends the mail again on request, to the reader only', async () => {
    const { accessToken, userId, email } = await signUpReader(ctx, 'event-again');
    const before = (await ctx.outbox.list()).filter((m) => m.recipient === email).length;
    dataOf(await callJson(ctx.app, 'POST', '/api/front/user/mail/auth', { token: accessToken, body: { userId } }));
    expect((await ctx.outbox.list()).filter((m) => m.recipient === email).length).toBe(before + 1);
    expect(
      failureOf(
        await callJson(ctx.app, 'POST', '/api/front/user/mail/auth', {
          token: accessToken,
          body: { userId: userId + 1 },
        }),
      ).code,
    ).toBe('INVALID_USER');
  });
});
