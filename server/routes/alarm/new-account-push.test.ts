import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../src/domain/alarm';
import { PurchaseKind } from '../../../src/domain/enums';
import { signInSocial } from '../../services/accounts';
import { grantCoins } from '../../services/economy';
import {
  callJson,
  createTestContext,
  dataOf,
  signUpReader,
  type TestContext,
  uniqueEmail,
  userOf,
} from '../../testing';
import { buyableTitle } from '../../testing/money';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

/** A reader made by the real sign-in of a provider (its first one creates the account), with its own session. */
async function socialReader(label: string) {
  const email = uniqueEmail(label);
  const profile = { provider: 'google', snsId: `g-${email}`, email, name: 'Social Reader' };
  const { user, tokens, isSignUp } = await signInSocial(ctx.deps, profile, ctx.config.platform);
  expect(isSignUp).toBe(true);
  return { email, userId: user.id, accessToken: tokens.accessToken };
}

async function sendGift(giverToken: string, to: string) {
  // The last episode: the first ones may be free, and a free episode is no gift.
  const { title, episodes } = await buyableTitle(ctx.db, 2);
  const sent = await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
    token: giverToken,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      targetType: 'MAIL',
      target: to,
      contentId: title.id,
      episodeIds: [episodes.at(-1)!.id],
      kind: PurchaseKind.BUY,
    },
  });
  expect(sent.body).toMatchObject({ result: 'SUCCESS' });
  return title;
}

const alarms = async (token: string) =>
  dataOf(await callJson<NotificationPage>(ctx.app, 'GET', '/api/backend/alarm', { token }));

describe('a new account and its notifications', () => {
  it('tells a fresh reader, signed up by mail or by a provider, of a gift without a visit to the settings', async () => {
    // Noon in Tokyo, the served platform's zone: outside the night window that would hold the gift.
    await ctx.clock.set(new Date('2031-07-01T12:00:00+09:00'));
    const giver = await signUpReader(ctx, 'giver');
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: giver.userId, kind: 'COIN', source: 'ADMIN', amount: 10_000, expiresAt: null, now }),
    );
    const byMail = await signUpReader(ctx, 'fresh-mail');
    const bySocial = await socialReader('fresh-social');

    for (const reader of [byMail, bySocial]) {
      const title = await sendGift(giver.accessToken, reader.email);
      const page = await alarms(reader.accessToken);
      expect(page.unread).toBe(1);
      expect(page.items).toMatchObject([{ kind: 'GIFT', content: { id: title.id }, readAt: null }]);
      // Service notifications on; new-episode alerts (marketing) and the night stay the reader's choice.
      expect((await userOf(ctx.app, reader.accessToken)).agreePush).toEqual({
        isAgreePush: true,
        isAgreePushContents: false,
        isAgreePushFreetime: true,
        isAgreePushNight: false,
      });
    }
  });

  it('holds a gift sent to a fresh reader at night until the window ends: the night is opt-in', async () => {
    await ctx.clock.set(new Date('2031-07-01T23:30:00+09:00'));
    const giver = await signUpReader(ctx, 'night-giver');
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: giver.userId, kind: 'COIN', source: 'ADMIN', amount: 10_000, expiresAt: null, now }),
    );
    const sleeper = await signUpReader(ctx, 'fresh-sleeper');
    await sendGift(giver.accessToken, sleeper.email);
    expect((await alarms(sleeper.accessToken)).items).toEqual([]);
  });
});
