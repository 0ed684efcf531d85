import type { Database } from './db/client';
import type { ServerConfig } from './env';
import type { Clock } from './lib/clock';
import { observeJobRun } from './lib/log-jobs';
import { smtpTransport, startMailDelivery } from './mail';
import { conversionEndpoint, startConversionDelivery } from './services/signals';
import { runHousekeeping } from './services/housekeeping';
import { runDueTransfers } from './services/transfer';

/** How often expired coins are booked and old idempotency keys forgotten. */
const HOUSEKEEPING_MS = 60_000;
/** How often requested account transfers whose delay has passed are run (a status read also runs them). */
const TRANSFER_RUNNER_MS = 5_000;

/**
 * The background jobs of one API instance (with API_WORKERS > 1, of its primary process only). Each is safe to run
 * on several instances at once over one database (docs/operations.md): housekeeping books each reader's expiries
 * under the wallet lock and deletes by condition, the transfer runner moves each account under its reader's lock,
 * mail and conversions claim their outbox rows with SKIP LOCKED.
 */
export function startBackgroundJobs(db: Database, clock: Clock, config: ServerConfig) {
  const housekeeping = setInterval(() => {
    void observeJobRun(
      'housekeeping',
      clock.now().then((now) => runHousekeeping(db, now)),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  const transfersRunner = setInterval(() => {
    void observeJobRun(
      'transfer_runner',
      clock.now().then((now) => runDueTransfers(db, now)),
    );
  }, TRANSFER_RUNNER_MS);
  transfersRunner.unref();
  // Mails leave from the outbox after their transaction committed; without SMTP_URL the outbox is the dev mailbox.
  const mailDelivery = config.smtpUrl
    ? startMailDelivery({ db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom })
    : null;
  const conversionsTo = conversionEndpoint(config);
  const conversionDelivery = conversionsTo ? startConversionDelivery({ db, endpoint: conversionsTo }) : null;
  return {
    /** Stops the timers at once; resolves when a delivery under way has finished. */
    async stop() {
      clearInterval(housekeeping);
      clearInterval(transfersRunner);
      await mailDelivery?.stop();
      await conversionDelivery?.stop();
    },
  };
}
