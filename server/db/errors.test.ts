import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, replyToError } from '../lib/http';
import { captureLogs } from '../lib/log-capture';
import { createTestContext, type TestContext } from '../testing';
import { databaseInputError, isUniqueViolation } from './errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

/** The error a real query throws on this database (PGlite, or PostgreSQL under TEST_DATABASE_URL), as Drizzle wraps it. */
async function failureOf(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (error) {
    return error;
  }
  throw new Error('The query did not fail.');
}

/** A bare app with the API's error handler and one route that throws what it is given. */
function appThrowing(error: unknown) {
  return new Hono().onError(replyToError).get('/probe', () => {
    throw error;
  });
}

describe('database errors caused by input', () => {
  it.each([
    ['22021', 'NUL in text', () => ctx.db.execute(sql`select ${'a\u0000b'}::text`)],
    ['22P02', 'text for an integer', () => ctx.db.execute(sql`select ${'abc'}::int`)],
    ['22003', 'an integer out of range', () => ctx.db.execute(sql`select ${'9999999999'}::int`)],
    ['22007', 'text for a date', () => ctx.db.execute(sql`select ${'tomorrow-ish'}::date`)],
    ['22008', 'a date out of range', () => ctx.db.execute(sql`select ${'2020-13-45'}::date`)],
    [
      '22001',
      'a string too long for its column',
      () =>
        ctx.db.transaction(async (tx) => {
          await tx.execute(sql`create temporary table short_text (v varchar(3)) on commit drop`);
          await tx.execute(sql`insert into short_text values (${'abcd'})`);
        }),
    ],
  ])(
    'recognises %s (%s) through Drizzle’s wrapper, and answers 400 INVALID_PARAMETER with a warning',
    async (code, _name, query) => {
      const error = await failureOf(query);
      expect(databaseInputError(error)?.code).toBe(code);
      const logs = captureLogs();
      try {
        const res = await appThrowing(error).request('/probe');
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'INVALID_PARAMETER' } });
        // One warning without a stack: the client sent bad input, the server is not broken.
        expect(logs.lines()).toEqual([
          expect.objectContaining({
            level: 'warn',
            msg: `GET /probe refused by the database (SQLSTATE ${code})`,
            sqlstate: code,
          }),
        ]);
        expect(logs.lines()[0]).not.toHaveProperty('err');
      } finally {
        logs.restore();
      }
    },
  );

  it('leaves every other database error a logged 500, and a unique violation to its callers', async () => {
    const error = await failureOf(() => ctx.db.execute(sql`select 1 / 0`));
    expect(databaseInputError(error)).toBeNull();
    const logs = captureLogs();
    try {
      const res = await appThrowing(error).request('/probe');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'SERVER_ERROR' } });
      expect(logs.lines().map((line) => [line.level, line.msg])).toEqual([['error', 'GET /probe failed']]);
    } finally {
      logs.restore();
    }
    const duplicate = await failureOf(() =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table once (v int primary key) on commit drop`);
        await tx.execute(sql`insert into once values (1), (1)`);
      }),
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(databaseInputError(duplicate)).toBeNull();
  });

  it('answers a catalogue refusal as itself', async () => {
    const res = await appThrowing(new ApiFailure('NOT_EXIST')).request('/probe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });
});
