import { describe, expect, it } from 'vitest';
import { DECODE_SLOTS, inDecodeSlot } from './images';

describe('inDecodeSlot', () => {
  it(`runs at most ${DECODE_SLOTS} decodes at once, each in its turn, and frees a slot when one fails`, async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = (fail: boolean) =>
      inDecodeSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (fail) throw new Error('corrupt');
        return 'done';
      });
    const jobs = [job(true), job(false), job(false), job(false), job(false)];
    // Release whatever has started until every job has run; only started jobs wait in `releases`.
    let settled = 0;
    const all = Promise.allSettled(jobs).then((r) => {
      settled = r.length;
      return r;
    });
    while (settled === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    const results = await all;
    expect(most).toBe(DECODE_SLOTS);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    // The slots are all free again: the next job starts at once.
    let started = false;
    const next = inDecodeSlot(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await next;
  });
});
