/**
 * A fresh Idempotency-Key for one money write the reader asked for (docs/api.md): made once per intent (a click on
 * "buy"), and sent again unchanged on every retry of that intent, so a retry never pays twice.
 * `crypto.randomUUID` needs a secure context; `getRandomValues` works everywhere the bundle runs.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
