import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../../src/domain/catalog';
import type { Gift, GiftReceiveResult, SendGiftResult } from '../../../src/domain/coins';
import { welcomeGiftText } from '../../db/demo-text';
import { titles } from '../../db/schema';
import { WELCOME_GIFT_COINS } from '../../db/seed-rewards';
import { grantCoins, ledgerMismatches } from '../../services/economy/ledger';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
let title: ContentDetail;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db
    .select()
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false), isNotNull(titles.waitFreeHours)));
  for (const row of rows) {
    const detail = dataOf(await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${row.id}`));
    if (detail.episodes.filter((e) => e.state.kind === 'LOCKED').length >= 3 && detail.sale.rentPrice > 0) {
      title = detail;
      break;
    }
  }
  if (!title) throw new Error('The seed lacks a title with locked episodes.');
});
afterAll(() => ctx.close());

const key = () => `test-${randomUUID()}`;
const locked = () => title.episodes.filter((e) => e.state.kind === 'LOCKED');
const box = (token: string) => callJson<Gift[]>(ctx.app, 'GET', '/api/backend/gift', { token });
const waiting = async (token: string) =>
  dataOf(await callJson<{ waiting: number }>(ctx.app, 'GET', '/api/backend/gift/count', { token })).waiting;
const receive = (token: string, id: number) =>
  callJson<GiftReceiveResult>(ctx.app, 'POST', `/api/backend/gift/${id}/receive`, {
    token,
    headers: { 'idempotency-key': key() },
  });
const send = (token: string, body: Record<string, unknown>) =>
  callJson<SendGiftResult>(ctx.app, 'POST', '/api/backend/gift/send', {
    token,
    body: { contentId: title.id, episodeIds: [locked()[0]!.id], kind: 1, ...body },
    headers: { 'idempotency-key': key() },
  });

async function reader(coins = 0) {
  const r = await signUpReader(ctx, 'gift');
  const now = await ctx.clock.now();
  if (coins > 0)
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: r.userId, kind: 'COIN', source: 'PAYMENT', amount: coins, expiresAt: null, now }),
    );
  return { token: r.accessToken, userId: r.userId, email: r.email };
}

describe('the gift box', () => {
  it('holds the welcome gift of a demo reader: counted, received once into the wallet', async () => {
    const { accessToken: token } = await signInAs(ctx.app, 'empty@example.com');
    expect(await waiting(token)).toBe(1);
    const [gift] = dataOf(await box(token));
    expect(gift).toMatchObject({
      kind: 'FREE_COIN',
      amount: WELCOME_GIFT_COINS,
      title: welcomeGiftText('japan').title,
      from: null,
      receivedAt: null,
    });
    const received = dataOf(await receive(token, gift!.id));
    expect(received.wallet.balance.FREE_COIN).toBe(WELCOME_GIFT_COINS);
    expect(received.gift.receivedAt).not.toBeNull();
    expect(await waiting(token)).toBe(0);
    expect(failureOf(await receive(token, gift!.id)).code).toBe('ALREADY_GIVEN_GIFT');
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it("keeps a reader's gifts to that reader", async () => {
    const { accessToken: token } = await signInAs(ctx.app, 'minor@example.com');
    const [gift] = dataOf(await box(token));
    const other = await reader();
    expect(failureOf(await receive(other.token, gift!.id)).code).toBe('NOT_FOUND_GIFT');
    expect(failureOf(await receive(other.token, 99_999)).code).toBe('NOT_FOUND_GIFT');
  });
});

describe('POST /gift/send', () => {
  it('the sender pays, the recipient receives the episode to keep (POSSESSION_GIFT)', async () => {
    const sender = await reader(1000);
    const recipient = await reader();
    const sent = dataOf(await send(sender.token, { targetType: 'MAIL', target: recipient.email, message: 'Enjoy!' }));
    expect(sent.total).toBe(title.sale.possessionPrice);
    expect(sent.wallet.total).toBe(1000 - title.sale.possessionPrice);
    expect(await waiting(recipient.token)).toBe(1);
    const [gift] = dataOf(await box(recipient.token));
    expect(gift).toMatchObject({
      kind: 'EPISODE',
      message: 'Enjoy!',
      content: { id: title.id },
      episodes: [{ id: locked()[0]!.id, number: locked()[0]!.number }],
      purchaseKind: 1,
    });
    expect(gift?.from?.nickname).toBeTruthy();
    dataOf(await receive(recipient.token, gift!.id));
    const detail = dataOf(
      await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${title.id}`, { token: recipient.token }),
    );
    expect(detail.episodes.find((e) => e.id === locked()[0]!.id)?.state).toEqual({ kind: 'OWNED' });
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('rents by user id for the title’s rental hours from receipt', async () => {
    const sender = await reader(1000);
    const recipient = await reader();
    dataOf(await send(sender.token, { targetType: 'USER', target: String(recipient.userId), kind: 0 }));
    const [gift] = dataOf(await box(recipient.token));
    const received = dataOf(await receive(recipient.token, gift!.id));
    const detail = dataOf(
      await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${title.id}`, { token: recipient.token }),
    );
    expect(detail.episodes.find((e) => e.id === locked()[0]!.id)?.state).toEqual({
      kind: 'RENTED',
      expiresAt: received.gift.receivedAt! + title.sale.rentalHours * 3600_000,
    });
  });

  it.each([
    [{ targetType: 'MAIL', target: '12345' }, 'UN_MATCHED_GIFT_TARGET_TYPE'],
    [{ targetType: 'USER', target: 'someone@example.com' }, 'UN_MATCHED_GIFT_TARGET_TYPE'],
    [{ targetType: 'PHONE', target: '0123' }, 'UN_MATCHED_GIFT_TARGET_TYPE'],
    [{ targetType: 'MAIL', target: 'nobody-here@example.com' }, 'NOT_FOUND_GIFT_TARGET'],
    [{ targetType: 'USER', target: '999999' }, 'NOT_FOUND_GIFT_TARGET'],
  ])('refuses the recipient %j with %s, charging nothing', async (target, code) => {
    const sender = await reader(1000);
    expect(failureOf(await send(sender.token, target)).code).toBe(code);
    const wallet = dataOf(
      await callJson<{ total: number }>(ctx.app, 'GET', '/api/backend/coin/user', { token: sender.token }),
    );
    expect(wallet.total).toBe(1000);
  });

  it('refuses a second gift of an episode still waiting, one the recipient keeps, and too few coins', async () => {
    const sender = await reader(title.sale.possessionPrice * 2);
    const recipient = await reader();
    const to = { targetType: 'MAIL', target: recipient.email };
    dataOf(await send(sender.token, to));
    expect(failureOf(await send(sender.token, to)).code).toBe('ALREADY_GIVEN_GIFT');
    const [gift] = dataOf(await box(recipient.token));
    dataOf(await receive(recipient.token, gift!.id));
    expect(failureOf(await send(sender.token, to)).code).toBe('EXIST_LIBRARY');
    const poor = await reader(title.sale.possessionPrice - 1);
    const other = await reader();
    expect(failureOf(await send(poor.token, { targetType: 'MAIL', target: other.email })).code).toBe(
      'COIN_INSUFFICIENT',
    );
    expect(failureOf(await send(sender.token, { targetType: 'MAIL', target: sender.email })).code).toBe('GIFT_TO_SELF');
  });
});
