/**
 * A money write with the Idempotency-Key of the reader's one intent (src/lib/idempotent-write.ts), which makes its
 * retry safe (docs/api.md, "Money writes"): `body` is what the endpoint sends, `key` goes in its header. Only the
 * client speaks of it; the server reads the key from the header.
 */
export interface KeyedWrite<B> {
  key: string;
  body: B;
}
