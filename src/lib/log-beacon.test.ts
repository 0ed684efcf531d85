import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientLogBatch, LOG_BATCH_MAX } from '@/domain/signals';
import { createLogBeacon, logEvent, messageOf } from './log-beacon';

const entry = (code: string) => ({ level: 'error' as const, code, message: 'boom' });

/** jsdom's Blob has no text(): read it as the browser would hand it over. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function bodies(send: ReturnType<typeof vi.fn>) {
  return Promise.all(send.mock.calls.map(async ([, blob]) => JSON.parse(await textOf(blob as Blob)) as unknown));
}

afterEach(() => vi.restoreAllMocks());

describe('createLogBeacon', () => {
  it('keeps entries until flushed, then sends them in one text/plain beacon the API accepts', async () => {
    const sendBeacon = vi.fn(() => true);
    const beacon = createLogBeacon({ url: '/api/front/log', sendBeacon });
    beacon.push(entry('A'));
    beacon.push(entry('B'));
    expect(sendBeacon).not.toHaveBeenCalled();
    beacon.flush();
    beacon.flush();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/front/log');
    expect(blob.type).toBe('text/plain');
    const [sent] = await bodies(sendBeacon);
    expect(clientLogBatch.safeParse(sent).success).toBe(true);
    expect((sent as { code: string }[]).map((e) => e.code)).toEqual(['A', 'B']);
  });

  it('sends as soon as a batch is full, never more than the API takes at once', async () => {
    const sendBeacon = vi.fn(() => true);
    const beacon = createLogBeacon({ url: '/log', sendBeacon });
    for (let i = 0; i < LOG_BATCH_MAX + 3; i += 1) beacon.push(entry(`E${i}`));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    beacon.flush();
    expect((await bodies(sendBeacon)).map((b) => (b as unknown[]).length)).toEqual([LOG_BATCH_MAX, 3]);
  });

  it('keeps every beacon under the API body limit (16 KiB), however long the messages, losing none', async () => {
    const sendBeacon = vi.fn((_url: string, _blob: Blob) => true);
    const beacon = createLogBeacon({ url: '/log', sendBeacon });
    const long = (i: number) => ({
      ...entry(`L${i}`),
      message: messageOf('ข้อผิดพลาด'.repeat(200)),
      path: `/p/${'x'.repeat(500)}`,
    });
    for (let i = 0; i < LOG_BATCH_MAX; i += 1) beacon.push(long(i));
    beacon.flush();
    const sizes = await Promise.all(
      sendBeacon.mock.calls.map(async ([, blob]) => new TextEncoder().encode(await textOf(blob)).length),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(16 * 1024);
    const sent = (await bodies(sendBeacon)).flat() as { code: string }[];
    expect(sent.map((e) => e.code)).toEqual(Array.from({ length: LOG_BATCH_MAX }, (_, i) => `L${i}`));
  });
});

describe('the page beacon', () => {
  it('flushes uncaught errors when the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    logEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'ignored' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope\u0000' });
    logEvent(rejection);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const [batch] = (await bodies(sendBeacon)) as { code: string; message: string; path: string }[][];
    expect(batch?.map((e) => [e.code, e.message])).toEqual([
      ['WINDOW_ERROR', 'TypeError: x is undefined'],
      ['UNHANDLED_REJECTION', 'nope '],
    ]);
    expect(batch?.[0]?.path).toBe(window.location.pathname);
    expect((sendBeacon.mock.calls[0] as unknown as [string])[0]).toMatch(/\/log$/);
  });

  it('bounds long messages', () => {
    expect(messageOf('x'.repeat(5000))).toHaveLength(1000);
  });
});
