import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { s3Store } from './s3-store';
import { IMPORT_LIMITS } from '../services/catalog/import/limits';
import { filesystemStore, MediaKeyTaken, type MediaStore, MediaTooLarge, WHOLE_READ_BYTES } from './store';
import { mediaStoreFor } from './store-config';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(join(tmpdir(), 'webtoon-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** Two keys a list or delete page, so that five keys take three pages (S3 allows 1000). */
const PAGE = 2;
const stores: [string, () => MediaStore][] = [
  ['filesystem', () => filesystemStore(folder)],
  ['s3', () => s3Store(s3.settings, { pageSize: PAGE })],
];
const bytes = (text: string) => Buffer.from(text);
/** Keys of one test, apart from every other test's. */
const fresh = () => `t${randomBytes(6).toString('hex')}`;
const keysOf = async (store: MediaStore, prefix: string) => (await store.list(prefix)).map((o) => o.key).sort();

/** Every chunk of a stream, as it came. */
async function chunksOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  return chunks;
}

describe.each(stores)('the %s store', (_kind, make) => {
  it('puts an object and gives it back whole, with its size, time and version; nothing under another key', async () => {
    const store = make();
    const key = `${fresh()}/a/b.png`;
    const before = Date.now();
    await store.put(key, bytes('hello'), 'image/png');
    const got = await store.get(key);
    expect(got?.body.toString()).toBe('hello');
    expect(got).toMatchObject({ size: 5, version: expect.stringMatching(/.+/) });
    // S3 keeps whole seconds.
    expect(got!.modified).toBeGreaterThan(before - 2000);
    expect(await store.head(key)).toEqual({ size: 5, modified: got!.modified, version: got!.version });
    expect(await store.get(`${key}.missing`)).toBeNull();
    expect(await store.head(`${key}.missing`)).toBeNull();
  });

  it('replaces an object: the new bytes under a new version', async () => {
    const store = make();
    const key = `${fresh()}/replaced.png`;
    await store.put(key, bytes('first'), 'image/png');
    const first = await store.head(key);
    await store.put(key, bytes('other'), 'image/png');
    const second = await store.get(key);
    expect(second?.body.toString()).toBe('other');
    expect(second?.version).not.toBe(first?.version);
  });

  it('never overwrites with ifAbsent: MediaKeyTaken, and the first object stays', async () => {
    const store = make();
    const key = `${fresh()}/once.webp`;
    await store.put(key, bytes('first'), 'image/webp', { ifAbsent: true });
    await expect(store.put(key, bytes('second'), 'image/webp', { ifAbsent: true })).rejects.toBeInstanceOf(
      MediaKeyTaken,
    );
    expect((await store.get(key))?.body.toString()).toBe('first');
  });

  it('deletes one object, and a missing one without complaint', async () => {
    const store = make();
    const base = fresh();
    await store.put(`${base}/gone`, bytes('x'), 'text/plain');
    await store.put(`${base}/kept`, bytes('y'), 'text/plain');
    await store.delete(`${base}/gone`);
    await store.delete(`${base}/never`);
    expect(await store.get(`${base}/gone`)).toBeNull();
    expect(await keysOf(store, `${base}/`)).toEqual([`${base}/kept`]);
  });

  it('lists every key under a prefix over several pages, and nothing beside it', async () => {
    const store = make();
    const base = fresh();
    const inside = Array.from({ length: 5 }, (_, i) => `${base}/a/k${i}.png`);
    for (const key of [...inside, `${base}/ab/x.png`, `${base}/b/y.png`]) await store.put(key, bytes(key), 'image/png');
    expect(await keysOf(store, `${base}/a/`)).toEqual(inside);
    // Without the slash, a prefix is text: `a` covers `ab` too.
    expect(await keysOf(store, `${base}/a`)).toEqual([...inside, `${base}/ab/x.png`]);
    expect(await keysOf(store, `${base}/none/`)).toEqual([]);
    const [listed] = await store.list(`${base}/b/`);
    expect(listed).toEqual({ key: `${base}/b/y.png`, modified: expect.any(Number) });
  });

  it('deletes a prefix over several batches, and nothing beside it', async () => {
    const store = make();
    const base = fresh();
    for (let i = 0; i < 5; i += 1) await store.put(`${base}/gone/k${i}`, bytes('x'), 'text/plain');
    await store.put(`${base}/gone-not/k`, bytes('x'), 'text/plain');
    await store.put(`${base}/kept/k`, bytes('x'), 'text/plain');
    await store.deletePrefix(`${base}/gone/`);
    expect(await keysOf(store, `${base}/`)).toEqual([`${base}/gone-not/k`, `${base}/kept/k`]);
  });

  it('opens an object as a stream of its bytes, in chunks, with the size and version of the same read', async () => {
    const store = make();
    const key = `${fresh()}/big.png`;
    const big = randomBytes(8 * 1024 * 1024);
    await store.put(key, big, 'image/png');
    const opened = await store.open(key);
    expect(opened).toMatchObject({ size: big.length, version: (await store.head(key))?.version });
    const chunks = await chunksOf(opened!.body);
    // Handed over as it is read, never as one buffer of the whole object.
    expect(chunks.length).toBeGreaterThan(8);
    expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThan(1024 * 1024);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    expect(await store.open(`${key}.missing`)).toBeNull();
    await expect(store.open('../x')).rejects.toThrow(/Not a media key/);
  });

  it('cancels an opened stream without reading it, and opens an empty object', async () => {
    const store = make();
    const key = `${fresh()}/left.png`;
    await store.put(key, randomBytes(1024 * 1024), 'image/png');
    const opened = await store.open(key);
    await opened!.body.cancel();
    await store.put(`${key}.empty`, Buffer.alloc(0), 'image/png');
    const empty = await store.open(`${key}.empty`);
    expect(empty?.size).toBe(0);
    expect(await chunksOf(empty!.body)).toEqual([]);
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
  });

  it('reads an object whole only within its bound: MediaTooLarge above it', async () => {
    const store = make();
    const key = `${fresh()}/bounded.png`;
    await store.put(key, bytes('0123456789'), 'image/png');
    expect((await store.get(key, { maxBytes: 10 }))?.body.toString()).toBe('0123456789');
    const refused = store.get(key, { maxBytes: 9 });
    await expect(refused).rejects.toBeInstanceOf(MediaTooLarge);
    await expect(refused).rejects.toMatchObject({ key, size: 10 });
  });

  it('refuses every key and prefix that is not a plain relative path', async () => {
    const store = make();
    const keys = ['../x', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '', 'a/', '.', 'a/./b', 'a/..', 'x\u0000', 'é'];
    for (const key of keys) {
      await expect(store.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/Not a media key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a media key/);
      await expect(store.head(key), key).rejects.toThrow(/Not a media key/);
      await expect(store.delete(key), key).rejects.toThrow(/Not a media key/);
    }
    for (const prefix of ['../', '/', 'a//', '..']) {
      await expect(store.list(prefix), prefix).rejects.toThrow(/Not a media key/);
      await expect(store.deletePrefix(prefix), prefix).rejects.toThrow(/Not a media key/);
    }
  });

  it('passes its writable check and leaves nothing behind', async () => {
    const store = make();
    await store.checkWritable();
    expect(await store.list('.health/')).toEqual([]);
  });
});

/** The files this process holds open (Linux's /proc). */
async function openFiles(): Promise<string[]> {
  const fds = await readdir('/proc/self/fd').catch(() => []);
  return (await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')))).filter(Boolean);
}

describe('the filesystem store', () => {
  it.skipIf(process.platform !== 'linux')('closes the file of a stream read to its end or cancelled', async () => {
    const store = filesystemStore(folder);
    const read = `${fresh()}/read.png`;
    const cancelled = `${fresh()}/cancelled.png`;
    for (const key of [read, cancelled]) await store.put(key, randomBytes(1024 * 1024), 'image/png');
    const [one, two] = await Promise.all([store.open(read), store.open(cancelled)]);
    const paths = [read, cancelled].map((key) => join(folder, key));
    expect(await openFiles()).toEqual(expect.arrayContaining(paths));
    await chunksOf(one!.body);
    await two!.body.cancel();
    await expect.poll(async () => (await openFiles()).filter((file) => paths.includes(file))).toEqual([]);
  });

  it('lets exactly one of two writers racing for one key with ifAbsent win', async () => {
    const store = filesystemStore(folder);
    const key = `${fresh()}/race.webp`;
    const results = await Promise.allSettled(
      ['a', 'b'].map((text) => store.put(key, bytes(text), 'image/webp', { ifAbsent: true })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(['a', 'b']).toContain((await store.get(key))?.body.toString());
  });
});

describe('the S3 store under S3_PREFIX', () => {
  it('keeps its keys under its prefix: two deployments share a bucket without seeing each other', async () => {
    const run = fresh();
    const one = s3Store({ ...s3.settings, prefix: `${run}/one/` }, { pageSize: PAGE });
    const two = s3Store({ ...s3.settings, prefix: `${run}/two/` }, { pageSize: PAGE });
    const whole = s3Store(s3.settings);
    await one.put('images/a.png', bytes('one'), 'image/png');
    await two.put('images/a.png', bytes('two'), 'image/png');
    await two.put('images/b.png', bytes('two'), 'image/png');
    expect((await one.get('images/a.png'))?.body.toString()).toBe('one');
    expect(await keysOf(one, '')).toEqual(['images/a.png']);
    expect(await keysOf(whole, `${run}/`)).toEqual([
      `${run}/one/images/a.png`,
      `${run}/two/images/a.png`,
      `${run}/two/images/b.png`,
    ]);
    await one.deletePrefix('');
    expect(await keysOf(whole, `${run}/`)).toEqual([`${run}/two/images/a.png`, `${run}/two/images/b.png`]);
  });
});

describe('whole reads', () => {
  it('take at most what one imported image may hold: every imported original can be resized', () => {
    expect(WHOLE_READ_BYTES).toBe(IMPORT_LIMITS.imageBytes);
  });
});

describe('mediaStoreFor', () => {
  it('builds the store the configuration names', () => {
    expect(mediaStoreFor({ mediaDir: folder, media: { store: 'filesystem' } })).toMatchObject({
      kind: 'filesystem',
      location: `folder ${folder}`,
    });
    expect(mediaStoreFor({ mediaDir: folder, media: s3.media('p/') })).toMatchObject({
      kind: 's3',
      location: `s3://${s3.settings.bucket}/p/ at ${s3.settings.endpoint}`,
    });
  });
});
