import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { verifyPassword } from '../lib/password';
import type { Database } from './client';
import { sessions, titles, users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/**
 * The demo accounts in `db` that anyone could sign in to: active, at a demo address, and opened by the README's
 * public password. An account at such an address with a password of its own is a reader's, and is left alone.
 */
export async function openDemoAccounts(db: Database): Promise<{ id: number; email: string }[]> {
  const emails = [...new Set(DEMO_ACCOUNTS.map((account) => account.email))];
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.status, 'ACTIVE')));
  const open = [];
  for (const row of rows)
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) open.push({ id: row.id, email: row.email });
  return open;
}

/**
 * Production never serves the demo accounts: each one found (a database a development start filled) is closed, its
 * sessions ended, in one transaction, and the addresses are answered for the start lines. Disabling rather than
 * refusing to start: an address of the demo list registered with the public password by anyone would otherwise keep
 * the next deployment from starting.
 */
export async function disableDemoAccounts(db: Database, now: Date): Promise<string[]> {
  const open = await openDemoAccounts(db);
  if (open.length === 0) return [];
  const ids = open.map((account) => account.id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'DELETED', deletedAt: now, updatedAt: now, passwordHash: null })
      .where(inArray(users.id, ids));
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'WITHDRAWAL' })
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
  });
  return open.map((account) => account.email).sort();
}

/** What a database holds, for the production start lines: an empty one says how it fills. */
export async function contentCounts(db: Database): Promise<{ accounts: number; titles: number }> {
  const [accounts] = await db.select({ n: count() }).from(users).where(eq(users.status, 'ACTIVE'));
  const [catalogue] = await db.select({ n: count() }).from(titles);
  return { accounts: accounts?.n ?? 0, titles: catalogue?.n ?? 0 };
}

/** The start lines of a production database: what it holds, the demo accounts closed, and how an empty one fills. */
export function productionLines(content: { accounts: number; titles: number }, disabledDemo: string[]): string[] {
  const lines = [`Production data: ${content.accounts} accounts, ${content.titles} titles (no demo data is seeded)`];
  if (disabledDemo.length > 0)
    lines.push(
      `Production data: closed ${disabledDemo.length} demo accounts whose password is public (${disabledDemo.join(', ')}); this database was filled by a development start`,
    );
  if (content.titles === 0)
    lines.push(
      'Production data: the catalogue is empty; readers see no titles until the operator imports them: npm run catalog -- import <path> (a .cbz, or a folder of them with series.json; docs/catalog-import.md)',
    );
  return lines;
}
