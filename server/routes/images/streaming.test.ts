import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApp } from '../../app';
import { captureLogs } from '../../lib/log-capture';
import { s3Store } from '../../media/s3-store';
import { filesystemStore, type MediaStore } from '../../media/store';
import { createTestContext, type TestContext } from '../../testing';
import { startTestS3, type TestS3 } from '../../testing/s3-server';

/**
 * The image routes pass a stored object through to the reply as the client reads it, on both stores: the same bytes,
 * the length declared, the store's stream pulled only as far as the client has read (never the object held whole), the
 * headers as before; and a store that breaks off never leaves a reply that passes for a complete, cacheable image.
 */
let s3: TestS3;
let folder: string;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(join(tmpdir(), 'webtoon-streaming-'));
  ctx = await createTestContext({ seed: false, config: { mediaDir: folder } });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const BIG = 8 * 1024 * 1024;
/** Far below the object's 8 MiB, far above the few 64 KiB chunks the streams on the way may each hold. */
const MOST_AHEAD = 1024 * 1024;

/** What the route pulled from the store's stream, against what the client has read of the reply. */
interface Watch {
  produced: number;
  consumed: number;
  /** The most the route was ever ahead of the client, in bytes, taken each time it pulled a chunk. */
  mostAhead: number;
}

/**
 * The store, its opened streams counted as the route pulls them; `breakAfter` makes each stream fail once that many
 * bytes have passed (a bucket resetting the connection), 0 before the first byte.
 */
function watched(store: MediaStore, watch: Watch, breakAfter?: number): MediaStore {
  return {
    ...store,
    async open(key) {
      const opened = await store.open(key);
      if (!opened) return null;
      let passed = 0;
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (breakAfter !== undefined && passed + chunk.byteLength > breakAfter) {
            controller.error(new Error('The bucket reset the connection'));
            return;
          }
          passed += chunk.byteLength;
          watch.produced += chunk.byteLength;
          watch.mostAhead = Math.max(watch.mostAhead, watch.produced - watch.consumed);
          controller.enqueue(chunk);
        },
      });
      return { ...opened, body: opened.body.pipeThrough(counter) };
    },
  };
}

/** Reads a reply's body chunk by chunk, counting each into the watch as the client takes it. */
async function readCounting(res: Response, watch: Watch): Promise<Buffer> {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    watch.consumed += chunk.value.byteLength;
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

const fresh = () => `images/streamed/${randomBytes(6).toString('hex')}`;
const newWatch = (): Watch => ({ produced: 0, consumed: 0, mostAhead: 0 });
const stores: [string, () => MediaStore][] = [
  ['filesystem', () => filesystemStore(folder)],
  ['s3', () => s3Store(s3.settings)],
];

describe.each(stores)('images from the %s store', (_kind, make) => {
  it('streams an 8 MiB original: identical bytes, its Content-Length, pulled only as the client reads', async () => {
    const store = make();
    const key = `${fresh()}.png`;
    const bytes = randomBytes(BIG);
    await store.put(key, bytes, 'image/png');
    const watch = newWatch();
    const app = createApp({ ...ctx.deps, media: watched(store, watch) });

    const res = await app.request(`/${key}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    // The reply is there, and the route has taken only the first chunks of the object.
    expect(watch.produced).toBeLessThan(MOST_AHEAD);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(BIG),
      'cache-control': 'public, max-age=86400',
      etag: `"${(await store.head(key))!.version}"`,
      'x-content-type-options': 'nosniff',
    });
    // Images are never recompressed, whatever the client accepts.
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await readCounting(res, watch);
    expect(body.equals(bytes)).toBe(true);
    expect(watch.produced).toBe(BIG);
    expect(watch.mostAhead).toBeLessThan(MOST_AHEAD);
  });

  it('answers 304 to a client that holds the version, HEAD with the length and no body, 404 for a missing key', async () => {
    const store = make();
    const key = `${fresh()}.webp`;
    await store.put(key, randomBytes(4096), 'image/webp');
    const watch = newWatch();
    const app = createApp({ ...ctx.deps, media: watched(store, watch) });
    const etag = `"${(await store.head(key))!.version}"`;

    const held = await app.request(`/${key}`, { headers: { 'if-none-match': etag } });
    expect([held.status, held.headers.get('etag'), await held.text()]).toEqual([304, etag, '']);
    const head = await app.request(`/${key}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag')]).toEqual([200, '4096', etag]);
    expect(await head.text()).toBe('');
    // Neither opened the object's body.
    expect(watch.produced).toBe(0);
    expect((await app.request(`/${fresh()}.webp`)).status).toBe(404);
    expect((await app.request(`/${fresh()}.webp`, { headers: { 'if-none-match': etag } })).status).toBe(404);
  });

  it('streams a cached resized copy with its length, the same bytes as when it was encoded', async () => {
    const store = make();
    const key = `${fresh()}.png`;
    await store.put(
      key,
      await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2050d0' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const watch = newWatch();
    const app = createApp({ ...ctx.deps, media: watched(store, watch) });
    const url = `/_next/image?url=${encodeURIComponent(`/${key}`)}&w=640&q=75`;

    const encoded = await app.request(url, { headers: { accept: 'image/webp' } });
    expect(encoded.headers.get('x-image-cache')).toBe('MISS');
    const made = Buffer.from(await encoded.arrayBuffer());
    const cached = await app.request(url, { headers: { accept: 'image/webp' } });
    expect([cached.status, cached.headers.get('x-image-cache'), cached.headers.get('content-type')]).toEqual([
      200,
      'HIT',
      'image/webp',
    ]);
    expect(cached.headers.get('content-length')).toBe(String(made.length));
    expect((await readCounting(cached, watch)).equals(made)).toBe(true);
    expect(watch.produced).toBe(made.length);
  });

  it('answers an uncacheable 503 when the store fails before the first byte, and logs it', async () => {
    const store = make();
    const key = `${fresh()}.png`;
    await store.put(key, randomBytes(100_000), 'image/png');
    const logs = captureLogs('warn');
    onTestFinished(() => logs.restore());
    const app = createApp({ ...ctx.deps, media: watched(store, newWatch(), 0) });

    const res = await app.request(`/${key}`);
    expect([res.status, res.headers.get('cache-control'), res.headers.get('etag')]).toEqual([503, 'no-store', null]);
    expect(logs.lines().find((line) => line.msg?.includes('before the first byte'))).toMatchObject({
      path: `/${key}`,
      err: { message: 'The bucket reset the connection' },
    });
  });
});

describe('a store that breaks off mid-reply, over HTTP', () => {
  it('the connection is cut before the declared length: the client sees an incomplete reply, logged as one JSON line', async () => {
    const store = filesystemStore(folder);
    const key = `${fresh()}.png`;
    await store.put(key, randomBytes(BIG), 'image/png');
    const logs = captureLogs('warn');
    onTestFinished(() => logs.restore());
    // The Node server prints a broken reply stream as plain text; the route cuts the connection itself instead.
    const printed = vi.spyOn(console, 'error');
    onTestFinished(() => printed.mockRestore());
    const app = createApp({ ...ctx.deps, media: watched(store, newWatch(), 1024 * 1024) });
    const { serve } = await import('@hono/node-server');
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, () =>
        resolve(started),
      );
    });
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const res = await fetch(`http://127.0.0.1:${port}/${key}`);
    // The status and headers went out with the first chunk; the length they declare is what makes the cut visible.
    expect([res.status, res.headers.get('content-length')]).toEqual([200, String(BIG)]);
    let received = 0;
    const reader = res.body!.getReader();
    const read = async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.length;
    };
    await expect(read()).rejects.toThrow();
    expect(received).toBeLessThan(BIG);
    await expect
      .poll(() => logs.lines().find((line) => line.msg?.includes('mid-reply')))
      .toMatchObject({ path: `/${key}`, err: { message: 'The bucket reset the connection' } });
    expect(printed).not.toHaveBeenCalled();
  });
});
