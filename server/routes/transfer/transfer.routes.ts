import { Hono } from 'hono';
import { transferRequest } from '../../../src/domain/schemas';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok, readJson } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { requestTransfer, transferPeriod, transferStatus, transferSummary } from '../../services/transfer';
import { idempotentReply } from '../idempotent-reply';

/**
 * Backend `/transfer*` (issue 5): the German account's move to 'me'. The period is public (the note page asks it);
 * the rest needs the German account's bearer token, and POST an Idempotency-Key like every money write.
 */
export function transferRoutes(deps: AppDeps) {
  const signedIn = new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/summary', async (c) => ok(c, await transferSummary(deps.db, c.var.userId, await deps.clock.now())))
    .get('/status', async (c) => ok(c, await transferStatus(deps.db, c.var.userId, await deps.clock.now())))
    .post('/', async (c) => {
      const body = await readJson(c, transferRequest);
      return idempotentReply(c, deps, body, (tx, now) =>
        requestTransfer(tx, c.var.userId, now, deps.config.transferDelaySeconds),
      );
    });
  return new Hono<AppEnv>()
    .get('/period', async (c) => ok(c, transferPeriod(await deps.clock.now())))
    .route('/', signedIn);
}
