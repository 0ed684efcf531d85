import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { episodes, titles } from '../../db/schema';
import { refreshTitleDates } from './title-dates';

/** The operator's view of the catalogue (`npm run catalog -- list`): every title, readers' state or not. */
export async function catalogueLines(db: Database, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .select({
      id: titles.id,
      name: titles.name,
      sourceKey: titles.sourceKey,
      unpublishedAt: titles.unpublishedAt,
      total: count(episodes.id),
      scheduled: sql<number>`count(*) filter (where ${episodes.publishedAt} > ${at}::timestamptz)`.mapWith(Number),
      withdrawn: sql<number>`count(*) filter (where ${episodes.unpublishedAt} is not null)`.mapWith(Number),
    })
    .from(titles)
    .leftJoin(episodes, eq(episodes.titleId, titles.id))
    .groupBy(titles.id)
    .orderBy(asc(titles.id));
  if (rows.length === 0) return ['The catalogue is empty: npm run catalog -- import <path> adds a title.'];
  return rows.map((row) => {
    const state = row.unpublishedAt ? `UNPUBLISHED since ${row.unpublishedAt.toISOString()}` : 'published';
    const parts = [`${row.total} episodes`];
    if (row.scheduled > 0) parts.push(`${row.scheduled} scheduled`);
    if (row.withdrawn > 0) parts.push(`${row.withdrawn} unpublished`);
    const key = row.sourceKey ? ` [${row.sourceKey}]` : '';
    return `title ${row.id}${key} "${row.name}": ${parts.join(', ')}; ${state}`;
  });
}

/** The episodes of one title for the operator (`npm run catalog -- list <titleId>`); null when there is no such title. */
export async function episodeLines(db: Database, titleId: number, now: Date): Promise<string[] | null> {
  const [title] = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
  if (!title) return null;
  const rows = await db.select().from(episodes).where(eq(episodes.titleId, titleId)).orderBy(asc(episodes.number));
  return rows.map((row) => {
    const state = row.unpublishedAt
      ? 'UNPUBLISHED'
      : row.publishedAt > now
        ? `scheduled for ${row.publishedAt.toISOString()}`
        : `published ${row.publishedAt.toISOString()}`;
    return `episode ${row.id}: #${row.number} "${row.name}" ${state}`;
  });
}

export type PublishTarget = { kind: 'title' | 'episode'; id: number };

/**
 * Withdraws a title or an episode from readers (`unpublish`), or offers it again (`publish`), in one transaction with
 * the title's list dates. Readers who hold a withdrawn episode keep it (catalog/unpublished.ts). Answers null when
 * there is no such title or episode, else whether anything changed.
 */
export async function setPublished(
  db: Database,
  target: PublishTarget,
  published: boolean,
  now: Date,
): Promise<{ changed: boolean; titleId: number } | null> {
  return db.transaction(async (tx) => {
    const table = target.kind === 'title' ? titles : episodes;
    const [row] =
      target.kind === 'title'
        ? await tx.select({ titleId: titles.id }).from(titles).where(eq(titles.id, target.id))
        : await tx.select({ titleId: episodes.titleId }).from(episodes).where(eq(episodes.id, target.id));
    if (!row) return null;
    const changed = await tx
      .update(table)
      .set({ unpublishedAt: published ? null : now })
      .where(and(eq(table.id, target.id), published ? isNotNull(table.unpublishedAt) : isNull(table.unpublishedAt)))
      .returning({ id: table.id });
    await refreshTitleDates(tx, row.titleId, now);
    return { changed: changed.length > 0, titleId: row.titleId };
  });
}
