import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

/** What delivery needs of a mail server; nodemailer's SMTP transport is one (transport.ts). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** A claim older than this is a run that crashed mid-way (or a failed send): the mail is tried again. */
export const CLAIM_EXPIRES_MS = 5 * 60_000;
/** After this many tries a mail stays in the outbox, undelivered, with its last error for the operator. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends committed, undelivered MAIL rows of the outbox. Rows are claimed first in one short statement (SKIP LOCKED,
 * so instances sharing the database never take the same row) and sent outside any transaction, so a slow mail server
 * never holds a lock or PGlite's one connection. Delivery is at least once: a crash between sending and marking sends
 * that mail again after CLAIM_EXPIRES_MS. Runs on the machine's time, like any infrastructure.
 */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  from: string,
  now: Date = new Date(),
): Promise<DeliveryReport> {
  const stale = new Date(now.getTime() - CLAIM_EXPIRES_MS);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'MAIL'),
        isNull(outbox.deliveredAt),
        lt(outbox.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
        or(isNull(outbox.claimedAt), lt(outbox.claimedAt, stale)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ claimedAt: now, deliveryAttempts: sql`${outbox.deliveryAttempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
      await db.update(outbox).set({ deliveredAt: new Date(), lastError: null }).where(eq(outbox.id, mail.id));
      report.sent += 1;
    } catch (error) {
      // The claim stays: the row is tried again once it expires, up to MAX_DELIVERY_ATTEMPTS.
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(outbox.id, mail.id));
      report.failed += 1;
    }
  }
  return report;
}
