import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/domain/coins';
import type { Transaction } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import type { AppDeps } from '../lib/deps';
import { type IdempotentRequest, requireIdempotencyKey, runIdempotent } from '../services/economy';

/**
 * A money write with its Idempotency-Key: the reply of the first request with that key, every time. The body is
 * validated before the key is claimed, so a malformed request never takes a key.
 */
export async function idempotentReply(
  c: Context<AppEnv>,
  deps: AppDeps,
  body: unknown,
  work: (tx: Transaction, now: Date) => Promise<unknown>,
) {
  const request = await keyedRequest(c, deps, body);
  const reply = await runIdempotent(deps.db, request, (tx) => work(tx, request.now));
  return c.json(reply.body, reply.status as 200);
}

/** A money write's key, caller, method, path, body and time: what runIdempotent (or a write of its own) needs. */
export async function keyedRequest(
  c: Context<AppEnv>,
  deps: AppDeps,
  body: unknown,
  userId: number = c.var.userId,
): Promise<IdempotentRequest> {
  const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  const now = await deps.clock.now();
  return { userId, key, method: c.req.method, path: new URL(c.req.url).pathname, body, now };
}
