import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../../src/domain/catalog';
import { idempotencyKeys, purchases, sessions, users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';
import { buyableTitle, makeReaders, moneyCall } from '../../testing/money';

// Issue 15: the detail page's call, the viewer's call and the purchase send the bearer's session lookup in the same
// round trip as their own reads (server/db/batch.ts) instead of through the bearer guard. The guard's answers must
// not move: a session that ended, an account that closed or another platform's token is refused, and the work the
// batch did on the claims' reader id (a claimed key, a locked wallet) leaves nothing behind.

let ctx: TestContext;
let title: Awaited<ReturnType<typeof buyableTitle>>['title'];
let episodes: Awaited<ReturnType<typeof buyableTitle>>['episodes'];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ title, episodes } = await buyableTitle(ctx.db, 10));
});
afterAll(() => ctx.close());

const reader = async () =>
  (
    await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => [
      { kind: 'COIN', amount: 1000, expiresAt: null },
    ])
  )[0]!;
const paid = () => episodes.find((e) => e.number > title.freeEpisodeCount)!;
const detail = (token?: string) =>
  callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${title.id}`, { token });
const viewer = (token?: string) =>
  callJson(ctx.app, 'GET', `/api/backend/contents/viewer/${episodes[0]!.id}`, { token });

describe('the session looked up in the batch', () => {
  it('a live session reads as the reader: what they bought shows on the detail page', async () => {
    const me = await reader();
    const bought = await moneyCall(ctx.app, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [paid().id],
      kind: 1,
    });
    expect(bought.status).toBe(200);
    const mine = dataOf(await detail(me.token)).episodes.find((e) => e.id === paid().id);
    expect(mine?.state).toEqual({ kind: 'OWNED' });
    const guest = dataOf(await detail()).episodes.find((e) => e.id === paid().id);
    expect(guest?.state.kind).not.toBe('OWNED');
    expect((await viewer(me.token)).status).toBe(200);
  });

  it('an ended session is refused on all three calls, and the purchase leaves no key and no purchase', async () => {
    const me = await reader();
    await ctx.db
      .update(sessions)
      .set({ revokedAt: await ctx.clock.now() })
      .where(eq(sessions.userId, me.userId));
    expect(failureOf(await detail(me.token))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    expect(failureOf(await viewer(me.token))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    const key = `ended-${me.userId}-0001`;
    const body = { contentId: title.id, episodeIds: [paid().id], kind: 1 };
    const refused = await moneyCall(ctx.app, me, '/api/backend/purchase', body, key);
    expect(failureOf(refused)).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.userId))).toEqual([]);
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, me.userId))).toEqual([]);
  });

  it('a closed account is refused, and a guest is still a guest', async () => {
    const me = await reader();
    await ctx.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.id, me.userId));
    expect(failureOf(await detail(me.token))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    const refused = await moneyCall(ctx.app, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [paid().id],
      kind: 0,
    });
    expect(failureOf(refused).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    expect((await detail()).status).toBe(200);
    // No bearer at all on a purchase: the bearer guard's answer.
    const anonymous = await callJson(ctx.app, 'POST', '/api/backend/purchase', {
      body: { contentId: title.id, episodeIds: [paid().id], kind: 0 },
      headers: { 'idempotency-key': 'anonymous-0001' },
    });
    expect(failureOf(anonymous)).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
  });

  it("another platform's deployment refuses a Japanese token on all three calls", async () => {
    const me = await reader();
    const thai = ctx.appFor('thai');
    for (const path of [`/api/backend/contents/${title.id}`, `/api/backend/contents/viewer/${episodes[0]!.id}`]) {
      expect(failureOf(await callJson(thai, 'GET', path, { token: me.token })).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    }
    const refused = await moneyCall(thai, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [paid().id],
      kind: 0,
    });
    expect(failureOf(refused).code).toBe('NOT_FOUND_ACCESS_TOKEN');
  });
});
