import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail } from '../testing';
import { queueMail } from './queue';
import { withdrawalMail } from './templates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

function withdrawal(to: string) {
  return {
    to,
    type: 'WITHDRAWAL',
    path: '/withdrawal/confirm?token=abc',
    now: new Date(),
    render: (locale: Parameters<typeof withdrawalMail>[0], link: string) =>
      withdrawalMail(locale, { nickname: 'Mika', link }),
  };
}

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// a mail is queued in the transaction of what it tells, and rolled back with it.
describe('queueMail', () => {
  it('stores the mail of a committed transaction in the platform language with an absolute link', async () => {
    const to = uniqueEmail('queued');
    await ctx.db.transaction((tx) => queueMail(ctx.deps, tx, withdrawal(to)));
    const [mail] = (await ctx.outbox.list()).filter((m) => m.recipient === to);
    expect(mail?.subject).toBe('退会手続きの確認');
    expect(mail?.meta).toEqual({
      type: 'WITHDRAWAL',
      path: '/withdrawal/confirm?token=abc',
      link: 'http://webtoon.test/withdrawal/confirm?token=abc',
    });
    expect(mail?.body).toContain('http://webtoon.test/withdrawal/confirm?token=abc');
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMail(ctx.deps, tx, withdrawal(to));
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('the change that caused the mail failed');
    expect((await ctx.outbox.list()).filter((m) => m.recipient === to)).toEqual([]);
  });
});
