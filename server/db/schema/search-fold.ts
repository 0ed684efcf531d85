import { type SQL, sql } from 'drizzle-orm';

/**
 * One spelling for the title search, written twice: in SQL for the stored column (titles.search_key, computed by the
 * database on every write, so no writer can forget it) and in TypeScript for the query. Both take the same steps in
 * the same order; search-fold.test.ts runs a table of strings through both and asks for the same answers.
 *
 * 1. NFKC: full-width letters and digits and half-width kana become the ordinary ones (ＡＢＣ → ABC, ｹﾝ → ケン).
 * 2. White space goes: 「月影の 剣」 and "one piece" match 「月影の剣」 and "onepiece"; a reading carries no spaces.
 * 3. Lower case.
 * 4. Katakana becomes hiragana (ケン → けん), so a name in katakana and a reading in hiragana meet one query.
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

// ァ (U+30A1) to ヶ (U+30F6) lie 0x60 above ぁ (U+3041) to ゖ (U+3096); the iteration marks ヽヾ likewise above ゝゞ.
// ー stays: hiragana words use the same long-vowel mark (らーめん).
const KATAKANA = `${range(0x30a1, 0x30f6)}ヽヾ`;
const HIRAGANA = `${range(0x3041, 0x3096)}ゝゞ`;
const TO_HIRAGANA = new Map([...KATAKANA].map((c, i) => [c, HIRAGANA[i] ?? c]));

// Between the name and the reading: a control character no query can hold (queries are clean text), so a match never
// spans the end of one and the start of the other.
const SEPARATOR = '\u001f';

/** The query's side: `text` folded as the column is. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[ \t\n\v\f\r]+/g, '')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => TO_HIRAGANA.get(c) ?? c);
}

/** The column's side: the folded name and reading, as the database computes titles.search_key. */
export function foldTitleForSearch(name: string, reading: string | null): string {
  return foldForSearch(`${name}${SEPARATOR}${reading ?? ''}`);
}

/**
 * The SQL of foldTitleForSearch over two text expressions (only immutable functions: a generated column needs them).
 * The space class is the TypeScript one, written out: PostgreSQL's `\s` follows the server's locale. NFKC has made every
 * other space (ideographic, no-break) an ordinary one.
 */
export function searchFoldSql(name: SQL, reading: SQL): SQL {
  const joined = sql`${name} || chr(31) || coalesce(${reading}, '')`;
  const spaced = sql`regexp_replace(normalize(${joined}, NFKC), '[ \\t\\n\\v\\f\\r]+', '', 'g')`;
  return sql`translate(lower(${spaced}), '${sql.raw(KATAKANA)}', '${sql.raw(HIRAGANA)}')`;
}
