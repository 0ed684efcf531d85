import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { PurchaseResult } from '../../../src/domain/coins';
import { createTestContext, type TestContext } from '../../testing';
import { buyableTitle, makeReaders, moneyCall } from '../../testing/money';

// Issue 30: a purchase locks the reader's rows (wallet, lots, key) and nothing of the catalogue. Its rows once
// referenced the title and the episode by foreign keys, whose checks locked those rows FOR KEY SHARE: every
// concurrent buyer of a title shared a lock on its row (a MultiXact each), and anything holding the row FOR UPDATE
// stopped every purchase of the title. Two connections are needed, so this runs on PostgreSQL (TEST_DATABASE_URL).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)('the catalogue rows under a purchase', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a purchase answers while another transaction holds the title and the episode FOR UPDATE', async () => {
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    const episode = episodes.at(-1)!;
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => [
      { kind: 'COIN', amount: 1000, expiresAt: null },
    ]);
    const holder = new pg.Client({ connectionString: ctx.databaseUrl! });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('select 1 from titles where id = $1 for update', [title.id]);
      await holder.query('select 1 from episodes where id = $1 for update', [episode.id]);
      // A purchase that needed either row would wait for this transaction, which ends only after the answer (or the
      // timeout below): the test then fails instead of hanging.
      const answer = moneyCall<PurchaseResult>(ctx.app, reader!, '/api/backend/purchase', {
        contentId: title.id,
        episodeIds: [episode.id],
        kind: 0,
      });
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
      const reply = await Promise.race([answer, waited]);
      await holder.query('ROLLBACK');
      expect(reply).not.toBe('waited');
      const settled = await answer;
      expect(settled.status).toBe(200);
      expect(settled.body.result === 'SUCCESS' && settled.body.data.episodes).toEqual([
        { episodeId: episode.id, state: expect.objectContaining({ kind: 'RENTED' }) },
      ]);
    } finally {
      await holder.end();
    }
  });
});
