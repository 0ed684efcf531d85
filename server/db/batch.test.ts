import { asc, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing';
import { creatorLinksStatement } from '../services/catalog/summaries';
import type pg from 'pg';
import { batchRead, batchTransaction, execute, literal, rowReader, warmConnections } from './batch';
import { openDatabase } from './client';
import { makeReaders } from '../testing/money';
import { coinLots, episodes, titles, users } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('rowReader', () => {
  it('answers what Drizzle answers for the same rows (timestamps, arrays, jsonb, bigints, dates)', async () => {
    const now = await ctx.clock.now();
    await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => [
      { kind: 'COIN', amount: 2 ** 40, expiresAt: new Date(now.getTime() + 86_400_000) },
    ]);
    const tables = [
      { table: titles, order: titles.id },
      { table: episodes, order: episodes.id },
      { table: users, order: users.id },
      { table: coinLots, order: coinLots.id },
    ];
    for (const { table, order } of tables) {
      const reader = rowReader(table);
      const drizzle = await ctx.db.select().from(table).orderBy(asc(order)).limit(50);
      const from = getTableName(table);
      const [raw] = await batchRead(ctx.db, [`select ${reader.columns('x')} from ${from} x order by x.id limit 50`]);
      expect(drizzle.length).toBeGreaterThan(0);
      expect(raw!.map((row) => reader.read(row))).toEqual(drizzle);
    }
  });
});

describe('literal', () => {
  it('writes arrays a prepared statement takes', async () => {
    const [rows] = await batchRead(ctx.db, [
      `select (${literal.intArray([3, -1, 2 ** 40])})::bigint[] as ints, (${literal.wordArray(['USE', 'EXPIRE'])})::text[] as words`,
    ]);
    expect(rows![0]).toEqual({ ints: expect.anything(), words: ['USE', 'EXPIRE'] });
    expect((rows![0]!.ints as unknown[]).map(Number)).toEqual([3, -1, 2 ** 40]);
  });

  it('writes any text back unchanged, quotes and backslashes included', async () => {
    const tricky = `it's a \\ test'); drop table users; --\n\t💥`;
    const [rows] = await batchRead(ctx.db, [`select ${literal.text(tricky)} as text`]);
    expect(rows![0]!.text).toBe(tricky);
  });

  it('answers each statement its own rows and columns, as the driver names and types them', async () => {
    const [first, none, second] = await batchRead(ctx.db, [
      `select 1 as "__proto__", 2 as a, 'x' as a, null::int as b, true as c from generate_series(1, 3)`,
      'select 1 as a where false',
      `select '{1,2}'::int[] as a, 2.5::float8 as b, 'x' as c, 5::bigint as d`,
    ]);
    expect(first).toHaveLength(3);
    for (const row of first!) {
      // A column named __proto__ is a column, never the object's prototype; of two columns of one name the later wins.
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(Object.keys(row)).toEqual(['__proto__', 'a', 'b', 'c']);
      expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
      expect({ a: row.a, b: row.b, c: row.c }).toEqual({ a: 'x', b: null, c: true });
    }
    expect(none).toEqual([]);
    // A bigint is text on PostgreSQL (pg) and a bigint on PGlite: as Drizzle's own drivers answer it.
    expect({ ...second![0], d: String(second![0]!.d) }).toEqual({ a: [1, 2], b: 2.5, c: 'x', d: '5' });
  });

  it('refuses what is not a safe integer or a valid date', () => {
    expect(() => literal.int(1.5)).toThrow();
    expect(() => literal.int(Number.NaN)).toThrow();
    expect(() => literal.int(2 ** 60)).toThrow();
    expect(() => literal.intArray([1, 0.5])).toThrow();
    expect(() => literal.wordArray(['USE', "x'}"])).toThrow();
    expect(() => literal.stamp(new Date(Number.NaN))).toThrow();
  });
});

describe('batchTransaction', () => {
  const name = (n: number) => `batch-${process.pid}-${n}`;
  const creators = async (n: number) =>
    (await ctx.db.execute(sql`select count(*)::int as n from creators where name = ${name(n)}`)) as unknown as {
      rows: { n: number }[];
    };

  it('commits in the message that says so, and every statement answers its rows in order', async () => {
    const answers = await batchTransaction(ctx.db, async (tx) => {
      const [first, second] = await tx.send([
        `insert into creators (name) values (${literal.text(name(1))}) returning name`,
        `select count(*)::int as n from creators where name = ${literal.text(name(1))}`,
      ]);
      await tx.send([`insert into creators (name) values (${literal.text(name(1))})`], { commit: true });
      return { first, second };
    });
    expect(answers.first).toEqual([{ name: name(1) }]);
    // The second statement saw the first one's row: one transaction, statements in order.
    expect(answers.second).toEqual([{ n: 1 }]);
    expect((await creators(1)).rows[0]!.n).toBe(2);
  });

  it('rolls everything back when a statement fails, the rest of its message skipped', async () => {
    await expect(
      batchTransaction(ctx.db, async (tx) => {
        await tx.send([`insert into creators (name) values (${literal.text(name(2))})`]);
        await tx.send(
          [
            `insert into creators (name) values (${literal.text(name(2))})`,
            `select ('not a number')::int`,
            `insert into creators (name) values (${literal.text(name(2))})`,
          ],
          { commit: true },
        );
      }),
    ).rejects.toThrow();
    expect((await creators(2)).rows[0]!.n).toBe(0);
  });

  it('rolls back what was sent when the work throws between batches', async () => {
    await expect(
      batchTransaction(ctx.db, async (tx) => {
        await tx.send([`insert into creators (name) values (${literal.text(name(3))})`]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await creators(3)).rows[0]!.n).toBe(0);
    // The connection went back clean: the next transaction works, its prepared statements too.
    const [, links] = await batchTransaction(ctx.db, (tx) =>
      tx.send([`insert into creators (name) values (${literal.text(name(3))})`, execute(creatorLinksStatement, '1')], {
        commit: true,
      }),
    );
    expect((await creators(3)).rows[0]!.n).toBe(1);
    expect(Array.isArray(links)).toBe(true);
  });
});

describe('warmConnections', () => {
  it("opens every connection of a server's pool with the hot statements prepared, and keeps them", async () => {
    if (!ctx.databaseUrl) {
      // PGlite: one connection, prepared in place.
      await warmConnections(ctx.db);
      const rows = (await ctx.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name like 'batch\_%'`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBeGreaterThan(10);
      return;
    }
    const handle = await openDatabase({ databaseUrl: ctx.databaseUrl, keepConnections: true });
    try {
      await warmConnections(handle.db);
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.totalCount).toBe(pool.options.max);
      expect(pool.idleCount).toBe(pool.options.max);
      // Each of them, taken at once, has the statements already.
      const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      try {
        for (const client of clients) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_prepared_statements where name like 'batch\\_%'`,
          );
          expect(rows[0]!.n).toBeGreaterThan(10);
        }
      } finally {
        for (const client of clients) client.release();
      }
      expect(pool.totalCount).toBe(pool.options.max);
    } finally {
      await handle.close();
    }
  });
});
