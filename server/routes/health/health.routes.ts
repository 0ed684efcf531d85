import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { reasonOf } from '../../db/availability';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { failUnavailable, ok, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/http';
import { logger } from '../../lib/log';
import { setDatabaseReady } from '../../lib/metrics';
import { checkReadiness, isReady, type ReadinessChecks } from './readiness';

/** GET /api/health/live: the process runs and answers; nothing else is asked (a restart would mend nothing more). */
export function answerLive(c: Context<AppEnv>) {
  return ok(c, { status: 'live' });
}

/** /api/health/ready's answer: 200 with the checks, or 503 SERVICE_UNAVAILABLE naming the ones that failed. */
export function answerReadiness(c: Context<AppEnv>, checks: ReadinessChecks) {
  setDatabaseReady(checks.database === 'ok' && checks.migrations === 'ok');
  if (isReady(checks)) return ok(c, { status: 'ready', checks });
  const failed = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter(
    (name) => !['ok', 'unknown'].includes(checks[name]),
  );
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(
    { result: 'FAIL' as const, error: { code: 'SERVICE_UNAVAILABLE', message: failed.join(',') }, checks },
    503,
  );
}

/**
 * GET /api/health: for load balancers and start-up checks; 200 only when the database answers. In test mode it also
 * names the process that answered, so a test can see several API workers (API_WORKERS) share the port.
 * GET /api/health/live: the process is up (a liveness probe: no database asked).
 * GET /api/health/ready: the database answers, has every migration of this code, and the media store takes a write (a
 * readiness probe: 503 SERVICE_UNAVAILABLE with the failed checks otherwise).
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        logger().warn({ reqId: c.get('requestId'), reason: reasonOf(error) }, 'Health: the database does not answer');
        return failUnavailable(c);
      }
      const worker = deps.config.testMode ? { pid: process.pid } : {};
      return ok(c, { status: 'ok', platform: deps.config.platform, ...worker });
    })
    .get('/live', answerLive)
    .get('/ready', async (c) => answerReadiness(c, await checkReadiness(deps.db, deps.media)));
}
