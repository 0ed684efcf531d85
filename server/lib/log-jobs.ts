import { isDatabaseUnavailable, reasonOf } from '../db/availability';
import { logger } from './log';
import { countJobRun } from './metrics';

/**
 * One run of a background job, counted by outcome (webtoon_job_runs_total) and logged when it fails: one warning line
 * while the database is away (it comes back; a stack every few seconds would bury the log), the error with its
 * stack otherwise. Never rejects: a job's failure must not end the process.
 */
export function observeJobRun(job: string, run: Promise<unknown>): Promise<void> {
  return run.then(
    () => countJobRun(job, 'ok'),
    (error: unknown) => {
      if (isDatabaseUnavailable(error)) {
        countJobRun(job, 'unavailable');
        logger().warn({ job, reason: reasonOf(error) }, `${job}: the database is unavailable, next run later`);
      } else {
        countJobRun(job, 'failed');
        logger().error({ job, err: error }, `${job} failed`);
      }
    },
  );
}
