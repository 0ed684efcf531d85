import { asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { text } from '../../../../src/domain/text';
import type { Executor } from '../../../db/client';
import { inquiries, users } from '../../../db/schema';
import { ApiFailure } from '../../../lib/http';
import { notify } from '../../alarm';

/** An operator's answer: free text over several lines, as long as a reader's question may be. */
export const answerText = text({ min: 1, max: 4000, multiline: true });

export const answerRequest = z.object({ answer: answerText });

/**
 * An operator answers an inquiry: it becomes COMPLETED with the answer and its time, and the reader is notified in
 * the same transaction (INQUIRY_ANSWERED, once per answer). Answering again replaces the answer (an operator
 * correcting a typo) on the same row: an inquiry has one answer, never two.
 */
export async function answerInquiry(
  executor: Executor,
  inquiryId: number,
  answer: string,
  now: Date,
): Promise<{ id: number; status: 'COMPLETED'; answeredAt: number; replaced: boolean }> {
  if (!answerText.safeParse(answer).success || answer.trim() === '') throw new ApiFailure('INVALID_PARAMETER');
  return executor.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status, userId: inquiries.userId })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId))
      .for('update');
    if (!before) throw new ApiFailure('NOT_EXIST');
    await tx.update(inquiries).set({ status: 'COMPLETED', answer, answeredAt: now }).where(eq(inquiries.id, inquiryId));
    const key = `inquiry:${inquiryId}:${now.getTime()}`;
    await notify(tx, [{ userId: before.userId, kind: 'INQUIRY_ANSWERED', key }], now);
    return { id: inquiryId, status: 'COMPLETED', answeredAt: now.getTime(), replaced: before.status === 'COMPLETED' };
  });
}

/** The inquiries waiting for an answer, oldest first (what the operator command lists). */
export async function waitingInquiries(executor: Executor, limit = 50) {
  return executor
    .select({
      id: inquiries.id,
      platform: inquiries.platform,
      category: inquiries.category,
      title: inquiries.title,
      body: inquiries.body,
      email: users.email,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(eq(inquiries.status, 'WAIT'))
    .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
    .limit(limit);
}
