import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PurchaseResult } from '../../../src/domain/coins';
import { TERMS_VERSION } from '../../../src/domain/legal';
import type { TokenPair } from '../../../src/domain/user';
import { idempotencyKeys } from '../../db/schema';
import { grantCoins } from '../../services/economy';
import {
  callJson,
  changedTables,
  createTestContext,
  dataOf,
  failureOf,
  readerOn,
  stateSnapshot,
  type TestContext,
} from '../../testing';
import { buyableTitle } from '../../testing/money';

// An account without the consent to the terms on record (a social sign-in that left the welcome step) may not buy:
// TERMS_REQUIRED from the locked row the purchase reads anyway, nothing written, not even the key's reply.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ADULT = { isAdult: true, isAdultToggle: true, birthedAt: '1990-01-01' };

async function unconsentedReader() {
  const reader = await readerOn(ctx, 'japan', { ...ADULT, termsVersion: null, termsAgreedAt: null });
  const now = await ctx.clock.now();
  await ctx.db.transaction((tx) =>
    grantCoins(tx, { userId: reader.userId, kind: 'COIN', source: 'ADMIN', amount: 5000, expiresAt: null, now }),
  );
  return reader;
}

/** The welcome step's call: PUT /user action MAIL with the terms version; answers the new pair. */
async function consent(pair: TokenPair): Promise<TokenPair> {
  const reply = await callJson<TokenPair>(ctx.app, 'PUT', '/api/front/user', {
    token: pair.accessToken,
    body: {
      action: 'MAIL',
      agreeMailRequest: { isAgreeMail: false, termsVersion: TERMS_VERSION },
      refreshToken: pair.refreshToken,
    },
  });
  return dataOf(reply);
}

it('an episode purchase or rental answers TERMS_REQUIRED (403) and writes nothing; after consent the same key buys', async () => {
  const reader = await unconsentedReader();
  const { title, episodes } = await buyableTitle(ctx.db, 3);
  const buy = (token: string, kind: 0 | 1, key: string) =>
    callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
      token,
      body: { contentId: title.id, episodeIds: [episodes.at(-1)!.id], kind },
      headers: { 'idempotency-key': key },
    });
  const key = `consent-${randomUUID()}`;
  const before = await stateSnapshot(ctx.db);
  for (const kind of [0, 1] as const)
    expect(failureOf(await buy(reader.accessToken, kind, key))).toEqual({ status: 403, code: 'TERMS_REQUIRED' });
  expect(changedTables(before, await stateSnapshot(ctx.db))).toEqual([]);
  expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, reader.userId))).toEqual([]);

  const fresh = await consent(reader);
  const bought = dataOf(await buy(fresh.accessToken, 1, key));
  expect(bought.episodes).toEqual([{ episodeId: episodes.at(-1)!.id, state: { kind: 'OWNED' } }]);
});
