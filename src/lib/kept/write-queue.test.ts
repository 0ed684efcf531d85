import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetKv, useMemoryKv } from './kv';
import { dropWrites, enqueueWrite, flushWrites, queuedWrites, type QueuedWrite } from './write-queue';

const progress = (episodeId: number, scrollPercent: number): QueuedWrite => ({
  kind: 'progress',
  accountId: 1,
  episodeId,
  scrollPercent,
  lastImage: 0,
});
const view = (episodeId: number): QueuedWrite => ({ kind: 'view', accountId: 1, episodeId });

beforeEach(() => {
  useMemoryKv();
});

afterEach(() => {
  resetKv();
});

describe('the queue of writes that can wait', () => {
  it('keeps them in order, the last place of an episode replacing the older one and a view counted once', async () => {
    await enqueueWrite(view(5));
    await enqueueWrite(progress(5, 10));
    await enqueueWrite(view(5));
    await enqueueWrite(progress(6, 40));
    await enqueueWrite(progress(5, 80));
    expect(await queuedWrites()).toEqual([view(5), progress(6, 40), progress(5, 80)]);
  });

  it('sends each once, in order, and stops at the first that must wait', async () => {
    await enqueueWrite(view(5));
    await enqueueWrite(progress(5, 100));
    await enqueueWrite(progress(6, 20));
    const sent: QueuedWrite[] = [];
    let connected = false;
    const send = (write: QueuedWrite) => {
      if (!connected && write.kind === 'progress' && write.episodeId === 5) return Promise.resolve('wait' as const);
      sent.push(write);
      return Promise.resolve('sent' as const);
    };

    expect(await flushWrites(1, send)).toBe(1);
    expect(sent).toEqual([view(5)]);
    connected = true;
    // Two flushes at once (the `online` event and a screen) share one run: nothing goes twice.
    const [first, second] = await Promise.all([flushWrites(1, send), flushWrites(1, send)]);
    expect([first, second]).toEqual([2, 2]);
    expect(sent).toEqual([view(5), progress(5, 100), progress(6, 20)]);
    expect(await flushWrites(1, send)).toBe(0);
    expect(await queuedWrites()).toEqual([]);
  });

  it('sends only the signed-in account’s writes and drops a refused one', async () => {
    await enqueueWrite({ ...view(5), accountId: 2 });
    await enqueueWrite(progress(7, 30));
    const sent: QueuedWrite[] = [];
    await flushWrites(1, (write) => {
      sent.push(write);
      return Promise.resolve('drop' as const);
    });
    expect(sent).toEqual([progress(7, 30)]);
    expect(await queuedWrites()).toEqual([{ ...view(5), accountId: 2 }]);
    await dropWrites(2);
    expect(await queuedWrites()).toEqual([]);
  });
});
