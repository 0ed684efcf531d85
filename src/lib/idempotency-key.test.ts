import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const SERVER_RULE = /^[A-Za-z0-9_.:-]{8,100}$/;

describe('newIdempotencyKey', () => {
  it('makes a different key each time, in the form the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SERVER_RULE);
  });

  it('works without randomUUID (an insecure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
