import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, createTestContext, type TestContext } from '../testing';
import { buyableTitle, makeReaders, moneyCall } from '../testing/money';

// A database nobody warmed (a restored copy, a test context): its first reads and purchases, all at once, prepare the batch
// statements once between them instead of each preparing them again ("prepared statement … already exists").
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the first reads and purchases on a database nobody warmed', () => {
  it('are all answered, none with a 5xx', async () => {
    const now = await ctx.clock.now();
    const readers = await makeReaders(ctx.db, ctx.config.authSecret, 6, now, () => [
      { kind: 'COIN', amount: 500, expiresAt: null },
    ]);
    const { title, episodes } = await buyableTitle(ctx.db, 1);
    const reads = await Promise.all(
      readers.map((reader) => callJson(ctx.app, 'GET', '/api/backend/coin/user', { token: reader.token })),
    );
    expect(reads.map((reply) => reply.status)).toEqual(readers.map(() => 200));
    const replies = await Promise.all(
      readers.map((reader) =>
        moneyCall(ctx.app, reader, '/api/backend/purchase', {
          contentId: title.id,
          episodeIds: [episodes.at(-1)!.id],
          kind: 0,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(readers.map(() => 200));
  });
});
