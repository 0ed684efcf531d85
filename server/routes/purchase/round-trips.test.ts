import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PurchaseResult } from '../../../src/domain/coins';
import { createTestContext, type TestContext } from '../../testing';
import { buyableTitle, makeReaders, moneyCall } from '../../testing/money';
import { countStatements } from '../../testing/statement-count';

// Issue 15: a purchase is paced by its round trips to the database (docs/performance.md). This pins the number
// reached; a change that adds one must say why here and in docs/performance.md. On PostgreSQL each is a round trip.
const PURCHASE_STATEMENTS = 12;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it(`one rental of a wait-until-free title costs ${PURCHASE_STATEMENTS} statements, bearer check and BEGIN/COMMIT included`, async () => {
  const { title, episodes } = await buyableTitle(ctx.db, 10);
  const now = await ctx.clock.now();
  const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => [
    { kind: 'BONUS', amount: 1, expiresAt: null },
    { kind: 'COIN', amount: 1000, expiresAt: null },
  ]);
  const episode = episodes.at(-1)!;
  const body = { contentId: title.id, episodeIds: [episode.id], kind: 0 };
  const { result, statements } = await countStatements(ctx.db, () =>
    moneyCall<PurchaseResult>(ctx.app, reader!, '/api/backend/purchase', body),
  );
  expect(result.status).toBe(200);
  // Two lots pay (the bonus first): the write is still one statement.
  expect(result.body.result === 'SUCCESS' && result.body.data.parts.length).toBe(2);
  // The test clock (test mode only) reads the database for "now"; production reads the machine's clock.
  const counted = statements.filter((text) => !text.includes('"test_clock"'));
  expect(counted, counted.join('\n')).toHaveLength(PURCHASE_STATEMENTS);
});
