import { and, count, desc, eq, lte, ne } from 'drizzle-orm';
import { NOTICE_COUNT, type NoticeDetail, type NoticePage, type NoticeSummary } from '../../../src/domain/help';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { notices } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

/** A platform's notices that are out by now: an operator may schedule one ahead, and it appears at its time. */
const published = (platform: PlatformId, now: Date) =>
  and(eq(notices.platform, platform), lte(notices.publishedAt, now));

const summary = {
  id: notices.id,
  title: notices.title,
  pinned: notices.pinned,
  publishedAt: notices.publishedAt,
};

type SummaryRow = { id: number; title: string; pinned: boolean; publishedAt: Date };
const toSummary = (row: SummaryRow): NoticeSummary => ({ ...row, publishedAt: row.publishedAt.getTime() });

/** `GET /notice`: one page of the platform's notices, pinned first, then the newest (the index's order). */
export async function listNotices(
  executor: Executor,
  platform: PlatformId,
  page: { page: number; size: number },
  now: Date,
): Promise<NoticePage> {
  const rows = await executor
    .select(summary)
    .from(notices)
    .where(published(platform, now))
    .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [counted] = await executor.select({ n: count() }).from(notices).where(published(platform, now));
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toSummary),
    page: page.page,
    size: page.size,
    total,
    hasNext: (page.page + 1) * page.size < total,
  };
}

/**
 * `GET /notice/{id}`: the notice and the NOTICE_COUNT newest other notices (by date, pinned or not: "the latest").
 * Another platform's notice, or one not out yet, is NOT_EXIST like a missing one.
 */
export async function noticeDetail(
  executor: Executor,
  platform: PlatformId,
  id: number,
  now: Date,
): Promise<NoticeDetail> {
  const [row] = await executor
    .select({ ...summary, body: notices.body })
    .from(notices)
    .where(and(published(platform, now), eq(notices.id, id)));
  if (!row) throw new ApiFailure('NOT_EXIST', 404);
  const latest = await executor
    .select(summary)
    .from(notices)
    .where(and(published(platform, now), ne(notices.id, id)))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(NOTICE_COUNT);
  return { notice: { ...toSummary(row), body: row.body }, latest: latest.map(toSummary) };
}
