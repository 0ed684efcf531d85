import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password';
import { callJson, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, failureOf, type TestContext } from '../testing';
import { disableDemoAccounts, openDemoAccounts } from './production-data';
import { users } from './schema';

// Found from outside: a production start seeded the demo accounts, whose password the README prints.

/** The rows of a raw query, as either driver answers them. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every table of the public schema with its row count. */
async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await ctx.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('a production database', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ production: true });
  });
  afterAll(() => production.close());

  it('holds nothing after the start: no accounts, coins, coupons, packages, catalogue, notices or events', async () => {
    const counts = await rowCounts(production);
    expect(Object.keys(counts).length).toBeGreaterThan(30);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('knows none of the demo accounts', async () => {
    for (const { email } of DEMO_ACCOUNTS.slice(0, 3)) {
      const reply = await callJson(production.app, 'POST', '/api/backend/auth/local/sign-in', {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(failureOf(reply)).toEqual({ status: 404, code: 'NOT_REGISTERED_USER' });
    }
  });
});

describe('a production start on a database a development start filled', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('closes every demo account opened by the public password, ends its sessions, and leaves readers alone', async () => {
    const session = await callJson<{ accessToken: string }>(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email: 'rich@example.com', password: DEMO_PASSWORD },
    });
    expect(session.status).toBe(200);
    // A reader who registered a demo address with a password of their own is not a demo account.
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Own-pass-77') })
      .where(eq(users.email, 'minor@example.com'));
    const closed = await disableDemoAccounts(ctx.db, new Date());
    expect(closed).toContain('rich@example.com');
    expect(closed).not.toContain('minor@example.com');
    expect(await openDemoAccounts(ctx.db)).toEqual([]);
    const again = await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email: 'rich@example.com', password: DEMO_PASSWORD },
    });
    expect(failureOf(again)).toEqual({ status: 403, code: 'WITHDRAWAL' });
    const token = session.body.result === 'SUCCESS' ? session.body.data.accessToken : '';
    const me = await callJson(ctx.app, 'POST', '/api/front/user', { body: { token } });
    expect(failureOf(me).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    const own = await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email: 'minor@example.com', password: 'Own-pass-77' },
    });
    expect(own.status).toBe(200);
    // A second start finds nothing more to close.
    expect(await disableDemoAccounts(ctx.db, new Date())).toEqual([]);
  });
});
