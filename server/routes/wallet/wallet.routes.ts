import { Hono } from 'hono';
import * as z from 'zod/mini';
import { mileageExchangeRequest } from '../../../src/domain/schemas';
import { text } from '../../../src/domain/text';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { exchangeMileage, HISTORY_KINDS, historyPage } from '../../services/economy';
import { idempotentReply } from '../idempotent-reply';

const historyQuery = z.object({ cursor: z.optional(text({ max: 12 })) });

/** Backend `/history/{charge,use,mileage}` (bearer): the reader's coin histories within the platform's windows. */
export function historyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireUser(deps)).get('/:kind', async (c) => {
    const kind = z.enum(HISTORY_KINDS).safeParse(c.req.param('kind'));
    if (!kind.success) throw new ApiFailure('NOT_EXIST');
    const { cursor } = readQuery(c, historyQuery);
    const now = await deps.clock.now();
    return ok(c, await historyPage(deps.db, c.var.userId, kind.data, deps.config.platform, now, cursor));
  });
}

/** Backend `/mileage/exchange` (bearer, Idempotency-Key): points into bonus coins (spec §5). */
export function mileageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireUser(deps)).post('/exchange', async (c) => {
    const body = await readJson(c, mileageExchangeRequest);
    return idempotentReply(c, deps, body, (tx, now) => exchangeMileage(tx, c.var.userId, body.points, now));
  });
}
