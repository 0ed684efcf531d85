import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../src/domain/legal';
import { users } from '../../db/schema';
import { createTestContext, readerOn, type TestContext } from '../../testing';
import { chooseTarget, moveAccount } from './move';

// The consent to the terms is what lets an account buy: a new 'me' account carries the German account's, version
// and time, so a reader who consented on de is not sent to consent again, nor refused, after the move.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function moved(columns: Partial<typeof users.$inferInsert>) {
  const { userId } = await readerOn(ctx, 'de', columns);
  const now = await ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(users).where(eq(users.id, userId));
    const choice = await chooseTarget(tx, source!);
    expect(choice.kind).toBe('NEW');
    return (await moveAccount(tx, source!, choice, now)).target;
  });
}

it('a new target account carries the source account consent to the terms', async () => {
  const agreedAt = new Date('2026-01-02T03:04:05Z');
  const target = await moved({ termsVersion: TERMS_VERSION, termsAgreedAt: agreedAt });
  expect(target).toMatchObject({ platform: 'me', termsVersion: TERMS_VERSION, termsAgreedAt: agreedAt });
});

it('and its absence: the reader consents on the new account, as any account without consent does', async () => {
  const target = await moved({ termsVersion: null, termsAgreedAt: null });
  expect(target).toMatchObject({ platform: 'me', termsVersion: null, termsAgreedAt: null });
});
