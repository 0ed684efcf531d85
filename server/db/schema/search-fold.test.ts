import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { titles } from './catalog';
import { foldForSearch, foldTitleForSearch, searchFoldSql } from './search-fold';

// The query is folded in TypeScript and the titles in SQL: the two must agree on every kind of character, or a title
// stops matching its own name.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function foldedBySql(name: string, reading: string | null): Promise<string> {
  const result = await ctx.db.execute(sql`SELECT ${searchFoldSql(sql`${name}::text`, sql`${reading}::text`)} AS key`);
  return (result as unknown as { rows: { key: string }[] }).rows[0]?.key ?? '';
}

const SAMPLES: [name: string, reading: string | null][] = [
  ['月影の剣', 'つきかげのけん'],
  ['シグナル', null],
  ['ｼｸﾞﾅﾙ', 'ヽヾ'], // half-width katakana with its voicing mark; the iteration marks
  ['ＡＢＣ　ｄｅｆ１２', null], // full-width letters, digits and the ideographic space
  ['One\tPiece\n\r\v\f Two', 'Wan Pīsu'],
  ['Ärger über Öl', 'ÄRGER'],
  ['ヴァンパイア・ロード', 'ゔぁんぱいあ'],
  ['ดาบแสงจันทร์ ภาค 2', null],
  ['月影之劍 第二部', null],
  ['100%_\\done', "it's"],
  ['①②㍻', null], // compatibility characters NFKC spells out
];

describe('search folding', () => {
  it.each(SAMPLES)('SQL and TypeScript fold %j / %j alike', async (name, reading) => {
    expect(await foldedBySql(name, reading)).toBe(foldTitleForSearch(name, reading));
  });

  it('folds width, case, spaces and katakana', () => {
    expect(foldForSearch('ｹﾝ')).toBe('けん');
    expect(foldForSearch('ケン')).toBe('けん');
    expect(foldForSearch('ＫＥＮ　ｎｏ')).toBe('kenno');
    expect(foldForSearch('ラーメン')).toBe('らーめん');
  });

  it('is what the database keeps for every title', async () => {
    const rows = await ctx.db
      .select({ name: titles.name, reading: titles.reading, key: titles.searchKey })
      .from(titles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toBe(foldTitleForSearch(row.name, row.reading));
  });
});
