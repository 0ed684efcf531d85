import cluster from 'node:cluster';

/**
 * With API_WORKERS > 1 the workers serve once the primary has migrated and seeded the database. When it has already
 * (the usual start, a replacement worker) a worker opens its connections and listens as before. When the primary is
 * still waiting for the database, a worker listens at once with the starting app (live, not ready: server/main.ts)
 * and serves once the primary says the database is prepared. The messages go over the cluster's IPC channel.
 */
const ASK = 'webtoon:database-prepared?';
const PREPARED = 'webtoon:database-prepared';
const WAITING = 'webtoon:database-waiting';

function typeOf(message: unknown): unknown {
  return typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
}

/** The primary, before it forks: answers workers that ask; `prepared()` tells every worker, and all that ask later. */
export function tellWorkersOncePrepared(): { prepared(): void } {
  let done = false;
  cluster.on('message', (worker, message: unknown) => {
    if (typeOf(message) === ASK && worker.isConnected()) worker.send({ type: done ? PREPARED : WAITING });
  });
  return {
    prepared() {
      done = true;
      for (const worker of Object.values(cluster.workers ?? {}))
        if (worker?.isConnected()) worker.send({ type: PREPARED });
    },
  };
}

export interface PrimaryState {
  /** What the primary answered first: the database is prepared already, or it is waiting for it. */
  first: Promise<'prepared' | 'waiting'>;
  /** Resolves once the database is prepared (at once when `first` said so). */
  prepared: Promise<void>;
}

/** A worker: asks the primary whether the database is prepared, and hears when it is. */
export function askPrimary(): PrimaryState {
  let answerFirst: (state: 'prepared' | 'waiting') => void = () => undefined;
  let answerPrepared: () => void = () => undefined;
  const first = new Promise<'prepared' | 'waiting'>((resolve) => (answerFirst = resolve));
  const prepared = new Promise<void>((resolve) => (answerPrepared = resolve));
  const onMessage = (message: unknown) => {
    const type = typeOf(message);
    if (type === WAITING) answerFirst('waiting');
    if (type !== PREPARED) return;
    answerFirst('prepared');
    answerPrepared();
    process.off('message', onMessage);
  };
  process.on('message', onMessage);
  process.send?.({ type: ASK });
  return { first, prepared };
}
