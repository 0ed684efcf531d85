import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { clientLogBatch, clientLogEntry } from '../../../src/domain/signals';
import type { AppEnv } from '../../lib/app-env';
import { requestClientKind } from '../../lib/client-kind';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { clientIp } from '../../lib/request-info';
import { CLIENT_LOG_LIMIT, storeClientLogs } from '../../services/signals';
import { ipSubject, reserveAttempt } from '../../services/limits';

/** One entry or a batch: navigator.sendBeacon posts the batch as text/plain (readJson reads any content type). */
const logRequest = z.union([clientLogEntry, clientLogBatch]);

/**
 * The session client's `{authBase}/_log` beacon (spec §7), kept like a batch of one. It answers 204 whatever happens,
 * as before: over the per-IP limit the entry is only written to the server log.
 */
export async function keepSessionLog(
  deps: AppDeps,
  c: Context<AppEnv>,
  entry: { level: string; code: string; details: string },
): Promise<void> {
  try {
    await reserveAttempt(
      deps.db,
      CLIENT_LOG_LIMIT,
      ipSubject(clientIp(c, deps.config.trustProxy)),
      await deps.clock.now(),
    );
  } catch (error) {
    if (error instanceof ApiFailure) return;
    throw error;
  }
  const level = entry.level === 'error' || entry.level === 'warn' ? entry.level : 'info';
  const now = await deps.clock.now();
  const kept = { level, code: entry.code, message: entry.details.slice(0, 1000) } as const;
  await storeClientLogs(deps.db, [kept], { platform: deps.config.platform, kind: requestClientKind(c), now });
}

/**
 * Front `POST /log` (spec §7 "logger endpoint", issue 13 §5): the SPA's log beacon. No login (errors happen signed
 * out too); rate-limited per client IP before anything is read or written.
 */
export function logRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/log', async (c) => {
    await reserveAttempt(
      deps.db,
      CLIENT_LOG_LIMIT,
      ipSubject(clientIp(c, deps.config.trustProxy)),
      await deps.clock.now(),
    );
    const body = await readJson(c, logRequest);
    const entries = Array.isArray(body) ? body : [body];
    const stored = await storeClientLogs(deps.db, entries, {
      platform: deps.config.platform,
      kind: requestClientKind(c),
      now: await deps.clock.now(),
    });
    return ok(c, { stored });
  });
}
