import { asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { text } from '../../../src/domain/text';
import type { Executor } from '../../db/client';
import { inquiries, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

/** An operator's answer: free text over several lines, as long as a reader's question may be. */
export const answerText = text({ min: 1, max: 4000, multiline: true });

export const answerRequest = z.object({ answer: answerText });

/**
 * An operator answers an inquiry: it becomes COMPLETED with the answer and its time. Answering again replaces the
 * answer (an operator correcting a typo) on the same row: an inquiry has one answer, never two.
 */
export async function answerInquiry(
  executor: Executor,
  inquiryId: number,
  answer: string,
  now: Date,
): Promise<{ id: number; status: 'COMPLETED'; answeredAt: number; replaced: boolean }> {
  if (!answerText.safeParse(answer).success || answer.trim() === '') throw new ApiFailure('INVALID_PARAMETER');
  const [before] = await executor
    .select({ status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!before) throw new ApiFailure('NOT_EXIST');
  await executor
    .update(inquiries)
    .set({ status: 'COMPLETED', answer, answeredAt: now })
    .where(eq(inquiries.id, inquiryId));
  return { id: inquiryId, status: 'COMPLETED', answeredAt: now.getTime(), replaced: before.status === 'COMPLETED' };
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
