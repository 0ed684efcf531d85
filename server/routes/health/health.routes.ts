import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { fail, ok } from '../../lib/http';

/**
 * GET /api/health: for load balancers and start-up checks; 200 only when the database answers. In test mode it also
 * names the process that answered, so a test can see several API workers (API_WORKERS) share the port.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      console.error('[health] database check failed', error);
      return fail(c, 503, 'SERVER_ERROR');
    }
    const worker = deps.config.testMode ? { pid: process.pid } : {};
    return ok(c, { status: 'ok', platform: deps.config.platform, ...worker });
  });
}
