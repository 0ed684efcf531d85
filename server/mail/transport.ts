import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { logger } from '../lib/log';
import { observeJobRun } from '../lib/log-jobs';
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
    running ??= observeJobRun(
      'mail_delivery',
      deliverPendingMail(options.db, options.transport, options.from).then((report) => {
        if (report.failed > 0)
          logger().error({ job: 'mail_delivery', failed: report.failed }, 'Mail: not accepted by the SMTP server');
      }),
    ).finally(() => {
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
