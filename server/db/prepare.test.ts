import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heldAsText } from '../services/catalog/batch-reads';
import { createTestContext, type TestContext } from '../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('leaves the seeded catalogue with statistics, the first plans being made on them (issue 30)', async () => {
  const result = await ctx.db.execute(
    sql`select c.relname as name, c.reltuples::int as estimated,
      (select count(*)::int from titles) as titles, (select count(*)::int from episodes) as episodes
      from pg_class c where c.relname in ('titles', 'episodes') and c.relkind = 'r' order by c.relname`,
  );
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
    name: string;
    estimated: number;
    titles: number;
    episodes: number;
  }[];
  // Never analyzed, a table's estimate is -1; ANALYZE writes the count it found.
  expect(rows.map((row) => [row.name, row.estimated])).toEqual([
    ['episodes', rows[0]!.episodes],
    ['titles', rows[0]!.titles],
  ]);
  expect(rows[0]!.episodes).toBeGreaterThan(100);
});

it('keeps no statistics of the stored replies’ columns that no query searches (issue 30, migration 0022)', async () => {
  const now = new Date();
  await ctx.db.execute(
    sql`insert into idempotency_keys (user_id, key, fingerprint, status, reply, created_at)
      select n, 'key-' || n, 'POST /purchase ' || md5(n::text), 200, repeat('{"result":"SUCCESS"}', 20), ${now}
      from generate_series(1, 200) as n`,
  );
  await ctx.db.execute(sql`analyze idempotency_keys`);
  const result = await ctx.db.execute(
    sql`select attname as name from pg_stats where tablename = 'idempotency_keys' order by attname`,
  );
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as { name: string }[];
  // ANALYZE still describes the columns a lookup or the housekeeping reads by, and none of the three text columns.
  expect(rows.map((row) => row.name)).toEqual(['created_at', 'status', 'user_id']);
});

it('reads a reader’s holdings of a title from the index alone (issue 30, migration 0023)', async () => {
  const now = new Date();
  const [title] = (
    (await ctx.db.execute(sql`select id from titles order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  await ctx.db.execute(
    sql`insert into ownerships (user_id, title_id, episode_id, kind, purchase_type, expires_at, created_at)
      select 900000 + n % 50, ${title!.id}, n, 'RENT', 'RENT', ${now}::timestamptz + interval '3 days', ${now}
      from generate_series(1, 2000) as n`,
  );
  await ctx.db.execute(sql`vacuum (analyze) ownerships`);
  // The detail page's read itself, with the planner kept off the table scans the tiny test table would invite.
  const read = heldAsText.replaceAll('$1', String(title!.id)).replaceAll('$2', '900007').replaceAll('$3', 'now()');
  const plan = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql.raw(`explain (analyze, costs off, timing off, summary off) ${read}`));
    return ((result as unknown as { rows: Record<string, string>[] }).rows ?? [])
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  expect(plan).toContain('Index Only Scan using ownerships_user_title_idx on ownerships');
  expect(plan).toContain('Heap Fetches: 0');
});
