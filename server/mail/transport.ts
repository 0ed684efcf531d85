import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { deliverPendingMail, type MailTransport } from './delivery';

/** nodemailer's SMTP transport for SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string): MailTransport & { close(): void } {
  return nodemailer.createTransport(url);
}

/** How often the outbox is looked at for mail to send; a mail leaves at most this long after its commit. */
export const DELIVERY_INTERVAL_MS = 2_000;

/**
 * The delivery loop of one process (`npm start` with SMTP_URL): one run at a time, never overlapping; every
 * instance may run one, since rows are claimed with SKIP LOCKED.
 */
export function startMailDelivery(options: { db: Database; transport: MailTransport; from: string }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= deliverPendingMail(options.db, options.transport, options.from)
      .then((report) => {
        if (report.failed > 0) console.error(`[mail] ${report.failed} mail(s) not accepted by the SMTP server`);
      })
      .catch((error: unknown) => console.error('[mail]', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    /** Stops the loop and waits for a run in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
