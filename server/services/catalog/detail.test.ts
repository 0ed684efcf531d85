import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { EpisodeState } from '../../../src/domain/catalog';
import { stateWriter, writeInteger } from './detail-bytes';

// Issue 15: the detail call writes its 150 states without JSON.stringify for each; what it writes must be exactly
// what JSON.stringify writes, whatever the order and mix of states in one call.

const price = fc.integer({ min: 0, max: 1_000_000 });
const time = fc.oneof(fc.integer({ min: 0, max: 4e12 }), fc.double({ min: 0, max: 4e12, noNaN: true }));
const state: fc.Arbitrary<EpisodeState> = fc.oneof(
  fc.constant({ kind: 'FREE' as const }),
  fc.constant({ kind: 'OWNED' as const }),
  fc.record({ kind: fc.constant('RENTED' as const), expiresAt: time }),
  fc.record({
    kind: fc.constant('WAIT_FREE' as const),
    rentPrice: price,
    possessionPrice: price,
    waitHours: fc.integer({ min: 1, max: 720 }),
    ticketAt: fc.option(time, { nil: null }),
  }),
  fc.record({ kind: fc.constant('LOCKED' as const), rentPrice: price, possessionPrice: price }),
);

describe("the detail call's states", () => {
  test.prop([fc.array(state, { maxLength: 60 })])('are written as JSON.stringify writes them', (states) => {
    const write = stateWriter();
    expect(states.map(write)).toEqual(states.map((s) => `${JSON.stringify(s)}}`));
  });
});

describe('writeInteger', () => {
  test.prop([fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })])('writes the digits String writes', (value) => {
    const buffer = Buffer.alloc(20, 0x20);
    const length = writeInteger(buffer, 2, value);
    expect(buffer.toString('latin1', 2, 2 + length)).toBe(String(value));
    expect(buffer[1]).toBe(0x20);
    expect(buffer[2 + length]).toBe(0x20);
  });
});
