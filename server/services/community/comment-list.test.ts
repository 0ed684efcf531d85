import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentSort } from '../../../src/domain/comment';
import { createTestContext, type TestContext } from '../../testing';
import { commentPageQuery } from './comment-list';
import { encodeCursor } from './cursor';

// The list must stay a walk of its partial index however many comments an episode holds: the plan of each page query
// on an episode of 100 000 comments (beside a small one) names the index and sorts nothing.
let ctx: TestContext;
let episodeId: number;

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const fill = (episodeOffset: number, rows: number) => sql`
    WITH target AS (SELECT id, title_id FROM episodes ORDER BY id LIMIT 1 OFFSET ${episodeOffset}),
         writer AS (SELECT min(id) AS id FROM users WHERE platform = 'japan')
    INSERT INTO comments (platform, episode_id, title_id, user_id, body, like_count, created_at)
    SELECT 'japan', target.id, target.title_id, writer.id, 'Comment ' || n, (n * 7919) % 1000, now()
    FROM target, writer, generate_series(1, ${rows}) AS n
    RETURNING episode_id`;
  const big = (await ctx.db.execute(fill(0, 100_000))) as unknown as { rows: { episode_id: number }[] };
  await ctx.db.execute(fill(1, 1_000));
  await ctx.db.execute(sql`ANALYZE comments`);
  episodeId = big.rows[0]!.episode_id;
}, 120_000);
afterAll(() => ctx.close());

async function plan(sort: CommentSort, cursor?: string, blocked: number[] = []): Promise<string> {
  const options = { platform: 'japan' as const, readerId: null, cursor, size: 20 };
  const query = commentPageQuery(ctx.db, episodeId, sort, options, blocked).toSQL();
  const client = (ctx.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`EXPLAIN ${query.sql}`, query.params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the page queries on a 100 000-comment episode', () => {
  it.each([
    ['NEWEST, first page', 'NEWEST', undefined, 'comments_episode_newest_idx'],
    ['NEWEST, deep', 'NEWEST', encodeCursor({ kind: 'ID', id: 50_000 }), 'comments_episode_newest_idx'],
    ['BEST, first page', 'BEST', undefined, 'comments_episode_best_idx'],
    ['BEST, deep', 'BEST', encodeCursor({ kind: 'BEST', likes: 500, id: 50_000 }), 'comments_episode_best_idx'],
  ] as const)('%s walks %s and sorts nothing', async (_, sort, cursor, index) => {
    const text = await plan(sort, cursor);
    expect(text).toContain(index);
    expect(text).not.toMatch(/Sort|Seq Scan on comments/);
  });

  it('a reader with a block list still walks the index', async () => {
    const text = await plan('BEST', undefined, [123_456, 654_321]);
    expect(text).toContain('comments_episode_best_idx');
    expect(text).not.toMatch(/Sort|Seq Scan on comments/);
  });
});
