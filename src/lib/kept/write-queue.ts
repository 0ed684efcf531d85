import { keptKv } from './kv';

/**
 * The viewer's writes that can wait (issue 29 §3): reading progress and view counts made without a connection, kept
 * in IndexedDB in the order they happened and sent once when the connection is back. Both are naturally idempotent
 * (progress is a PUT of the place; the API counts one view per reader), so a write sent twice by a crash between the
 * send and its removal changes nothing. Never money or coins: those are refused offline (src/api/call.ts).
 * Shared layer beside the kept index: sign-out and an account switch forget what that account queued (forgetKept).
 */

export type QueuedWrite =
  | { kind: 'progress'; accountId: number; episodeId: number; scrollPercent: number; lastImage: number }
  | { kind: 'view'; accountId: number; episodeId: number };

interface Entry {
  id: number;
  write: QueuedWrite;
}

const QUEUE_KEY = 'writes:queue';

/** Code of the failures that mean "no connection": the write waits instead of failing. */
export const WAITING_CODES: ReadonlySet<string> = new Set(['OFFLINE', 'NETWORK_ERROR', 'TIMEOUT']);

let chain: Promise<unknown> = Promise.resolve();

/** Reads and writes of the queue run one at a time in this tab. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const next = chain.catch(() => undefined).then(task);
  chain = next;
  return next;
}

const read = async () => (await keptKv().get<Entry[]>(QUEUE_KEY)) ?? [];

const sameTarget = (a: QueuedWrite, b: QueuedWrite) =>
  a.kind === b.kind && a.accountId === b.accountId && a.episodeId === b.episodeId;

/**
 * Adds a write at the end. A newer place in the same episode replaces the older one (only the last place matters,
 * and it moves to the end, where it happened); a second view of an episode adds nothing.
 */
export function enqueueWrite(write: QueuedWrite): Promise<void> {
  return serial(async () => {
    const entries = await read();
    if (write.kind === 'view' && entries.some((e) => sameTarget(e.write, write))) return;
    const kept = entries.filter((e) => !sameTarget(e.write, write));
    const id = entries.reduce((max, e) => Math.max(max, e.id), 0) + 1;
    await keptKv().set(QUEUE_KEY, [...kept, { id, write }]);
  });
}

export function queuedWrites(): Promise<QueuedWrite[]> {
  return serial(async () => (await read()).map((e) => e.write));
}

/** Sends one write; answers false when it must wait (still no connection), throws nothing. */
export type WriteSender = (write: QueuedWrite) => Promise<'sent' | 'wait' | 'drop'>;

let flushing: Promise<number> | null = null;

/**
 * Sends `accountId`'s queued writes in order, each removed once its reply came ('drop': refused for good, removed
 * too). Stops at the first that must wait. One flush at a time: a second call while one runs joins it. Answers how
 * many were sent.
 */
export function flushWrites(accountId: number, send: WriteSender): Promise<number> {
  // Across tabs too: each reads the queue again inside the lock, so a write another tab sent is not sent again.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const guarded = (): Promise<number> =>
    locks ? locks.request('webtoon.write-queue', () => run(accountId, send)).then((n) => n) : run(accountId, send);
  const running =
    flushing ??
    guarded().finally(() => {
      flushing = null;
    });
  flushing = running;
  return running;
}

async function run(accountId: number, send: WriteSender): Promise<number> {
  const entries = (await serial(read)).filter((e) => e.write.accountId === accountId);
  let sent = 0;
  for (const entry of entries) {
    const outcome = await send(entry.write);
    if (outcome === 'wait') break;
    await serial(async () =>
      keptKv().set(
        QUEUE_KEY,
        (await read()).filter((e) => e.id !== entry.id),
      ),
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** Forgets what an account queued (it signed out before the connection came back). */
export function dropWrites(accountId: number): Promise<void> {
  return serial(async () =>
    keptKv().set(
      QUEUE_KEY,
      (await read()).filter((e) => e.write.accountId !== accountId),
    ),
  );
}
