import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRead, execute, literal, prepared } from '../../db/batch';
import { ownerships } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing';
import { buyableTitle, makeReaders } from '../../testing/money';
import { heldAsText, heldFrom, heldFromText, heldStatement } from './batch-reads';

// Issue 15: the detail call reads a reader's holdings of a title as one text value instead of a row each; what it
// reads must be exactly what the rows say, on the database the suite runs on (PGlite or PostgreSQL).

const heldText = prepared('test_held_as_text', ['int', 'int', 'timestamptz'], `select (${heldAsText}) as held`);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('heldAsText', () => {
  it('reads the same holdings as the row-per-holding read: possessions, rentals, free-time, expired and none', async () => {
    const { title, episodes } = await buyableTitle(ctx.db, 8);
    const now = await ctx.clock.now();
    const [me, nobody] = await makeReaders(ctx.db, ctx.config.authSecret, 2, now, () => []);
    const at = (ms: number) => new Date(now.getTime() + ms);
    const rows = [
      { episode: episodes[0]!, kind: 'POSSESSION' as const, expiresAt: null },
      { episode: episodes[1]!, kind: 'RENT' as const, expiresAt: at(3_600_000) },
      // A rental renewed: the later expiry wins.
      { episode: episodes[1]!, kind: 'RENT' as const, expiresAt: at(7_200_123) },
      { episode: episodes[2]!, kind: 'FREETIME' as const, expiresAt: at(60_000) },
      // Expired: not held.
      { episode: episodes[3]!, kind: 'RENT' as const, expiresAt: at(-1) },
      // A possession after a rental of the same episode.
      { episode: episodes[4]!, kind: 'RENT' as const, expiresAt: at(5_000) },
      { episode: episodes[4]!, kind: 'POSSESSION' as const, expiresAt: null },
    ];
    await ctx.db.insert(ownerships).values(
      rows.map((row) => ({
        userId: me!.userId,
        titleId: title.id,
        episodeId: row.episode.id,
        kind: row.kind,
        purchaseType: row.kind,
        expiresAt: row.expiresAt,
        createdAt: now,
      })),
    );
    for (const reader of [me!, nobody!]) {
      const args = [literal.int(title.id), literal.int(reader.userId), literal.stamp(now)] as const;
      const [asRows, asText] = await batchRead(ctx.db, [
        execute(heldStatement.byTitle, ...args),
        execute(heldText, ...args),
      ]);
      expect(heldFromText(asText![0]!.held)).toEqual(heldFrom(asRows!));
    }
    const args = [literal.int(title.id), literal.int(me!.userId), literal.stamp(now)] as const;
    const [answer] = await batchRead(ctx.db, [execute(heldText, ...args)]);
    const row = answer![0];
    expect([...heldFromText(row!.held).entries()].sort(([a], [b]) => a - b)).toEqual([
      [episodes[0]!.id, { kind: 'POSSESSION', expiresAt: null }],
      [episodes[1]!.id, { kind: 'RENT', expiresAt: at(7_200_123).getTime() }],
      [episodes[2]!.id, { kind: 'FREETIME', expiresAt: at(60_000).getTime() }],
      [episodes[4]!.id, { kind: 'POSSESSION', expiresAt: null }],
    ]);
  });
});

describe('heldFromText', () => {
  const holding = fc.record({
    episodeId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    kind: fc.constantFrom('POSSESSION' as const, 'RENT' as const, 'FREETIME' as const),
    expiresAt: fc.option(fc.double({ min: 0, max: 4e12, noNaN: true }), { nil: null }),
  });
  test.prop([fc.array(holding, { maxLength: 40 })])('reads back what the text of those holdings says', (list) => {
    const text = list
      .map((h) => [h.episodeId, h.kind, ...(h.expiresAt === null ? [] : [String(h.expiresAt)])].join(':'))
      .join(',');
    expect(heldFromText(list.length ? text : null)).toEqual(heldFrom(list));
  });

  it('refuses a text that is not one of holdings', () => {
    expect(() => heldFromText('12:BOUGHT:1')).toThrow(/Not a holding/);
    expect(() => heldFromText('12')).toThrow(/Not a holding/);
  });
});
