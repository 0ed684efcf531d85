import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { platforms } from '../../../../platforms';
import type { PlatformId } from '../../../../src/domain/enums';
import { INQUIRY_DAILY_LIMIT, type InquiryCategory } from '../../../../src/domain/help';
import type { InquiryPage, InquiryWire } from '../../../../src/domain/inquiry';
import type { Database, Executor } from '../../../db/client';
import { inquiries, inquiryImages, users } from '../../../db/schema';
import { ApiFailure } from '../../../lib/http';
import type { MediaStore } from '../../../media/store';
import { type StoredImage, removeFolder } from './images';
import { signedImageUrl } from './signed-urls';

type InquiryRow = typeof inquiries.$inferSelect;
type ImageRow = typeof inquiryImages.$inferSelect;

/** A reader's inquiries sent on the same calendar day as `now` in the platform's time zone. */
export async function sentToday(executor: Executor, userId: number, platform: PlatformId, now: Date): Promise<number> {
  const zone = platforms[platform].timeZone;
  const [row] = await executor
    .select({ n: count() })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.userId, userId),
        // A day is at most 26 hours long anywhere; the bound lets the (user, created_at) index do the work.
        gt(inquiries.createdAt, new Date(now.getTime() - 27 * 3600_000)),
        sql`(${inquiries.createdAt} AT TIME ZONE ${zone})::date = (${now.toISOString()}::timestamptz AT TIME ZONE ${zone})::date`,
      ),
    );
  return row?.n ?? 0;
}

export interface NewInquiry {
  userId: number;
  platform: PlatformId;
  category: InquiryCategory;
  title: string;
  content: string;
}

/**
 * Writes an inquiry and its already stored images in one transaction. The reader's row is locked first, so that
 * the count of today's inquiries and the insert are one step on every API instance: ten parallel posts make exactly
 * the daily limit. When anything refuses or fails, the image folder is removed: no object outlives a missing row.
 */
export async function createInquiry(
  db: Database,
  media: MediaStore,
  inquiry: NewInquiry,
  stored: { folder: string | null; images: StoredImage[] },
  now: Date,
): Promise<InquiryRow> {
  try {
    return await db.transaction(async (tx) => {
      // NO KEY UPDATE, as the wallet lock (services/economy/ledger.ts): it serialises the writers of one reader without
      // conflicting with the KEY SHARE locks of rows that reference them.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, inquiry.userId)).for('no key update');
      if ((await sentToday(tx, inquiry.userId, inquiry.platform, now)) >= INQUIRY_DAILY_LIMIT)
        throw new ApiFailure('LIMIT_QNA_COUNT');
      const [row] = await tx
        .insert(inquiries)
        .values({ ...inquiry, body: inquiry.content, createdAt: now })
        .returning();
      if (!row) throw new Error('Inquiry insert returned nothing.');
      if (stored.images.length > 0)
        await tx.insert(inquiryImages).values(stored.images.map((image) => ({ ...image, inquiryId: row.id })));
      return row;
    });
  } catch (error) {
    await removeFolder(media, stored.folder);
    throw error;
  }
}

function toWire(row: InquiryRow, images: ImageRow[], secret: string, now: Date): InquiryWire {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.body,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    images: images
      .filter((image) => image.inquiryId === row.id)
      .map((image) => ({
        url: signedImageUrl(secret, image.key, now),
        width: image.width,
        height: image.height,
      })),
  };
}

async function withImages(executor: Executor, rows: InquiryRow[], secret: string, now: Date) {
  const ids = rows.map((row) => row.id);
  const images = ids.length
    ? await executor
        .select()
        .from(inquiryImages)
        .where(inArray(inquiryImages.inquiryId, ids))
        .orderBy(asc(inquiryImages.position))
    : [];
  return rows.map((row) => toWire(row, images, secret, now));
}

/** `GET /qna`: one page of the reader's inquiries, newest first. */
export async function listInquiries(
  executor: Executor,
  userId: number,
  page: { page: number; size: number },
  secret: string,
  now: Date,
): Promise<InquiryPage> {
  const rows = await executor
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(page.size + 1)
    .offset(page.page * page.size);
  return {
    items: await withImages(executor, rows.slice(0, page.size), secret, now),
    page: page.page,
    size: page.size,
    hasNext: rows.length > page.size,
  };
}

/** `GET /qna/:id`: one of the reader's own inquiries; another reader's is NOT_EXIST, as a missing one. */
export async function readInquiry(
  executor: Executor,
  userId: number,
  id: number,
  secret: string,
  now: Date,
): Promise<InquiryWire> {
  const rows = await executor
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)));
  const [wire] = await withImages(executor, rows, secret, now);
  if (!wire) throw new ApiFailure('NOT_EXIST');
  return wire;
}

/** The stored file of an image by the key its signed URL names; null for a key no image has (or no longer has). */
export async function imageByKey(executor: Executor, key: string): Promise<{ path: string; position: number } | null> {
  const [image] = await executor
    .select({ path: inquiryImages.path, position: inquiryImages.position })
    .from(inquiryImages)
    .where(eq(inquiryImages.key, key));
  return image ?? null;
}
