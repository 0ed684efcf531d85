import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEEP_HOURS } from '../../../src/domain/coins';
import { type BatchStatement, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor, Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

/** A reply as stored and sent again: the HTTP status and the envelope. */
export interface StoredReply {
  status: number;
  body: { result: 'SUCCESS'; data: unknown } | { result: 'FAIL'; error: { code: string } };
}

export interface IdempotentRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  body: unknown;
  now: Date;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The Idempotency-Key header, which money writes require: 8–100 characters of letters, digits and `_.:-`. */
export function requireIdempotencyKey(header: string | undefined): string {
  if (!header || !KEY_PATTERN.test(header)) throw new ApiFailure('INVALID_PARAMETER');
  return header;
}

/** Stable JSON (sorted keys), so that the same body always hashes the same way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(method: string, path: string, body: unknown): string {
  return `${method.toUpperCase()} ${path} ${createHash('sha256').update(canonical(body)).digest('hex')}`;
}

/** The reply stored under the key (another request's), or 409 when that one was another method, path or body. */
export async function storedReply(executor: Executor, request: IdempotentRequest, print: string): Promise<StoredReply> {
  const [stored] = await executor
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!stored) throw new Error('An idempotency key vanished while it was read.');
  if (stored.fingerprint !== print) throw new ApiFailure('INVALID_PARAMETER', 409);
  return { status: stored.status, body: JSON.parse(stored.reply) as StoredReply['body'] };
}

/** Claims the key in `tx` (with `reply` when it is already known); false when another request holds it. */
async function claim(tx: Transaction, request: IdempotentRequest, print: string, reply: StoredReply | null) {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      userId: request.userId,
      key: request.key,
      fingerprint: print,
      status: reply?.status ?? 0,
      reply: reply ? JSON.stringify(reply.body) : '',
      createdAt: request.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The reply of a write that succeeded. */
export function successReply(data: unknown): StoredReply {
  return { status: 200, body: { result: 'SUCCESS', data } };
}

/** A refusal that rolled its transaction back, carried out of it to be stored on its own. */
class Refused extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.code);
  }
}

/**
 * Runs a write at most once per reader and key. In one transaction it claims the key, does the work and stores the
 * reply; a request that finds the key taken waits for the first one to finish (the key's unique index) and gets its
 * reply again. The same key with another method, path or body is refused (409 INVALID_PARAMETER), so a client bug
 * never passes for a retry. Refusals with a catalogue code are stored and replayed like successes: the refused
 * transaction rolls back whole (claim included) and a second one stores the refusal, unless another request with
 * the key got there in between, whose reply is then the answer; anything else rolls everything back. (A savepoint
 * around the work would keep the claim through a refusal, at two more round trips on every request: docs/performance.md.)
 */
export async function runIdempotent(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction) => Promise<unknown>,
): Promise<StoredReply> {
  const print = fingerprint(request.method, request.path, request.body);
  try {
    return await db.transaction(async (tx) => {
      if (!(await claim(tx, request, print, null))) return storedReply(tx, request, print);
      let data: unknown;
      try {
        data = await work(tx);
      } catch (error) {
        throw error instanceof ApiFailure ? new Refused(error) : error;
      }
      const reply = successReply(data);
      await tx
        .update(idempotencyKeys)
        .set({ status: reply.status, reply: JSON.stringify(reply.body) })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
      return reply;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return storeRefusal(db, request, print, error.failure);
  }
}

/**
 * A refusal whose transaction rolled back (its claim with it), stored under the key by a second short transaction,
 * unless another request with the key got there in between: then that one's reply is the answer.
 */
export async function storeRefusal(
  db: Database,
  request: IdempotentRequest,
  print: string,
  failure: ApiFailure,
): Promise<StoredReply> {
  const reply: StoredReply = { status: failure.status, body: { result: 'FAIL', error: { code: failure.code } } };
  return db.transaction(async (tx) =>
    (await claim(tx, request, print, reply)) ? reply : storedReply(tx, request, print),
  );
}

const claimKey = prepared(
  'claim_key',
  ['int', 'text', 'text', 'timestamptz'],
  `insert into idempotency_keys (user_id, key, fingerprint, status, reply, created_at) values ($1, $2, $3, 0, '', $4)
    on conflict do nothing returning 1 as claimed`,
);

/**
 * The claim of the key as one statement of a batch (server/db/batch.ts): answers one row `{ claimed: 1 }` when
 * this request took the key, none when another holds it (after waiting for that one to end, like `claim`).
 */
export function claimStatement(request: IdempotentRequest, print: string): BatchStatement {
  return execute(
    claimKey,
    literal.int(request.userId),
    literal.text(request.key),
    literal.text(print),
    literal.stamp(request.now),
  );
}

/** Forgets keys older than the keeping time (the server's housekeeping job). */
export async function forgetOldKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
