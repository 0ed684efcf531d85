import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../env';
import { createTestContext, type TestContext } from '../testing';
import { type DatabaseHandle, openDatabase } from './client';

// The cluster-wide locks of two processes on one PostgreSQL (PGlite has one process only): a second holder waits for
// the first, and the two locks do not wait for each other.

describe.skipIf(!testDatabaseUrl())('withLock on PostgreSQL', () => {
  let ctx: TestContext;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    [first, second] = await Promise.all([
      openDatabase({ databaseUrl: ctx.databaseUrl! }),
      openDatabase({ databaseUrl: ctx.databaseUrl! }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await ctx?.close();
  });

  it('runs two catalog imports one after the other, while the schema lock stays free', async () => {
    const events: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => undefined as void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const one = first.withLock('catalog-import', async () => {
      events.push('first in');
      entered();
      await held;
      events.push('first out');
    });
    await inside;
    const two = second.withLock('catalog-import', async () => {
      events.push('second in');
    });
    // The schema lock is another key: a starting API does not wait for an import.
    await second.withLock('schema', async () => {
      events.push('schema');
    });
    release();
    await Promise.all([one, two]);
    expect(events).toEqual(['first in', 'schema', 'first out', 'second in']);
  });
});
