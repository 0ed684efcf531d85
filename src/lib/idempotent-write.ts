import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/** What a write answered: data, or an error that carries the HTTP status when a reply came (null: none came). */
export type WriteResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/**
 * Whether a failed write may have been carried out all the same: no reply (network, timeout) or a server fault. A
 * refusal of the API (4xx) is certain: it did nothing.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const { status } = error as { status: unknown };
  return typeof status !== 'number' || status >= 500;
}

export interface IdempotentWrite<B, T> {
  /** Sends `body` under a fresh Idempotency-Key, or under the key of the unsettled attempt of the same body. */
  run(body: B): Promise<WriteResult<T>>;
  /** Sends the unsettled attempt again, under its key; undefined when there is none. */
  retry(): Promise<WriteResult<T>> | undefined;
  /** The body of an attempt whose outcome is unknown (offer a retry), or null. */
  unsettled: B | null;
}

interface Attempt<B> {
  key: string;
  body: B;
  signature: string;
}

/**
 * Keys for one kind of money write (docs/api.md): a click makes a new key; when no certain answer came back, the
 * attempt stays open and the retry of that click, or the very same request sent again, reuses its key, so the API
 * replays the first outcome instead of acting twice. Any reply (success or refusal) settles the attempt.
 */
export function useIdempotentWrite<B, T>(
  send: (body: B, key: string) => PromiseLike<WriteResult<T>>,
): IdempotentWrite<B, T> {
  const open = useRef<Attempt<B> | null>(null);
  const [unsettled, setUnsettled] = useState<B | null>(null);

  const run = useCallback(
    async (body: B) => {
      const signature = JSON.stringify(body);
      const previous = open.current;
      const attempt = previous?.signature === signature ? previous : { key: newIdempotencyKey(), body, signature };
      open.current = attempt;
      const result = await send(body, attempt.key);
      // A newer attempt took over meanwhile: it decides what stays open.
      if (open.current === attempt) {
        const uncertain = result.error !== undefined && isUncertainFailure(result.error);
        if (!uncertain) open.current = null;
        setUnsettled(uncertain ? body : null);
      }
      return result;
    },
    [send],
  );

  const retry = useCallback(() => (open.current ? run(open.current.body) : undefined), [run]);

  return { run, retry, unsettled };
}
