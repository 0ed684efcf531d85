import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryPage } from '../../src/domain/inquiry';
import { demoLocaleOf } from '../db/demo-text';
import { pruneOrphanFolders } from '../services/help';
import { callJson, dataOf, signUpReader } from '../testing';
import { pngImage, postInquiry } from '../testing/inquiry';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { twoInstances, type TwoInstances } from '../testing/two-instances';
import { catalogueImageKeys, ensureCatalogueImages, ensureServiceImages } from './catalogue-images';
import { s3Store } from './s3-store';
import type { MediaStore } from './store';

/**
 * Two API instances configured with one S3-compatible bucket (s3rver, started here), as two machines behind a load
 * balancer: what one stores, the other serves. Each has its own store object and S3 client; neither has a media
 * folder (MEDIA_DIR names one that must never appear).
 */
let s3: TestS3;
let two: TwoInstances;
let mediaDir: string;
/** The whole bucket, as an operator's tool sees it: where the instances' objects really are. */
let bucket: MediaStore;
const PREFIX = 'deployment/';
beforeAll(async () => {
  s3 = await startTestS3();
  mediaDir = join(tmpdir(), `webtoon-no-media-${randomBytes(6).toString('hex')}`);
  two = await twoInstances({ config: { mediaDir, media: s3.media(PREFIX) } });
  bucket = s3Store(s3.settings);
});
afterAll(async () => {
  await two?.close();
  await s3?.close();
});

const instanceA = () => ({ app: two.ctx.app, media: two.ctx.deps.media });
const instanceB = () => ({ app: two.second.app, media: two.second.media });
const webp = { accept: 'image/webp,*/*' };
const variantUrl = (url: string, width: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('catalogue images in a shared bucket', () => {
  it('are rendered once, only where the bucket lacks them, and both instances serve them with one ETag', async () => {
    const a = instanceA();
    const b = instanceB();
    expect([a.media.kind, b.media.kind]).toEqual(['s3', 's3']);
    expect(a.media).not.toBe(b.media);
    // A production start's copyright pages, through A; B then finds them all there.
    expect(await ensureServiceImages(a.media)).toBe(8);
    expect(await ensureServiceImages(b.media)).toBe(0);
    // The demo seed through B finds every image but one panel stored already: it renders that one only.
    const locale = demoLocaleOf(two.ctx.config.platform);
    const panel = 'images/panels/p05.png';
    const stand = await pngImage(4, 4);
    const others = catalogueImageKeys(locale).filter((key) => key !== panel && !key.startsWith('images/copyright/'));
    for (let i = 0; i < others.length; i += 32)
      await Promise.all(others.slice(i, i + 32).map((key) => a.media.put(key, stand, 'image/png')));
    expect(await ensureCatalogueImages(b.media, locale)).toBe(1);

    const replies = await Promise.all([a.app.request(`/${panel}`), b.app.request(`/${panel}`)]);
    for (const res of replies) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const body = await bodyOf(replies[0]);
    expect(await bodyOf(replies[1])).toEqual(body);
    expect((await sharp(body).metadata()).width).toBe(1080);
    // The bucket's ETag on every instance, so a CDN revalidates against any of them.
    const etag = replies[0].headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(replies[1].headers.get('etag')).toBe(etag);
    const revalidated = await a.app.request(`/${panel}`, { headers: { 'if-none-match': etag } });
    expect([revalidated.status, revalidated.headers.get('etag')]).toEqual([304, etag]);
    expect((await b.app.request('/images/panels/none.png')).status).toBe(404);
    // Under the deployment's prefix in the bucket; no media folder anywhere.
    expect(await bucket.head(`${PREFIX}${panel}`)).not.toBeNull();
    expect(existsSync(mediaDir)).toBe(false);
  });
});

describe('resized copies in a shared bucket', () => {
  it('a copy encoded by one instance is a cache hit on the other; a replaced original is encoded again', async () => {
    const a = instanceA();
    const b = instanceB();
    const key = `images/shared/${randomBytes(6).toString('hex')}.png`;
    await a.media.put(key, await pngImage(900, 300, '#2050d0'), 'image/png');
    const first = await a.app.request(variantUrl(`/${key}`, 640), { headers: webp });
    expect([first.status, first.headers.get('x-image-cache'), first.headers.get('content-type')]).toEqual([
      200,
      'MISS',
      'image/webp',
    ]);
    const second = await b.app.request(variantUrl(`/${key}`, 640), { headers: webp });
    expect([second.status, second.headers.get('x-image-cache')]).toEqual([200, 'HIT']);
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bodyOf(first);
    expect(await bodyOf(second)).toEqual(body);
    expect((await sharp(body).metadata()).width).toBe(640);
    const etag = first.headers.get('etag') ?? '';
    expect(second.headers.get('etag')).toBe(etag);
    const cached = await bucket.list(`${PREFIX}image-cache/`);
    expect(cached.map((o) => o.key)).toContain(`${PREFIX}image-cache/${etag.slice(1, -1)}.webp`);
    const revalidated = await b.app.request(variantUrl(`/${key}`, 640), {
      headers: { ...webp, 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);

    // Another picture under the same key, through B: a new version, so neither instance serves the old copy.
    await b.media.put(key, await pngImage(900, 300, '#d02020'), 'image/png');
    const redrawn = await a.app.request(variantUrl(`/${key}`, 640), { headers: webp });
    expect([redrawn.headers.get('x-image-cache'), redrawn.headers.get('etag') === etag]).toEqual(['MISS', false]);
    const { dominant } = await sharp(await bodyOf(redrawn)).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect((await b.app.request(variantUrl(`/${key}`, 640), { headers: webp })).headers.get('x-image-cache')).toBe(
      'HIT',
    );
  });
});

describe('inquiry uploads in a shared bucket', () => {
  it('an image uploaded through one instance is served by the other; a crash leftover is pruned, the upload kept', async () => {
    const a = instanceA();
    const b = instanceB();
    const { accessToken } = await signUpReader({ app: a.app, db: two.ctx.db }, 'shared-bucket');
    const upload = await pngImage(30, 20, '#30a060');
    const sent = dataOf(
      await postInquiry(a.app, accessToken, { images: [{ name: 'shot.png', type: 'image/png', data: upload }] }),
    );
    const page = dataOf(await callJson<InquiryPage>(b.app, 'GET', '/api/backend/qna', { token: accessToken }));
    const [url] = page.items.find((item) => item.id === sent.id)?.images.map((image) => image.url) ?? [];
    const served = await b.app.request(url ?? '');
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(await bodyOf(served)).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
    const uploads = (await bucket.list(`${PREFIX}inquiries/`)).map((o) => o.key);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^deployment\/inquiries\/[0-9a-f]{32}\/[0-9a-f]{32}\.webp$/);

    // A folder a crash left between the objects and the row, found by B once an hour old.
    const orphan = 'f'.repeat(32);
    await a.media.put(`inquiries/${orphan}/${'e'.repeat(32)}.webp`, upload, 'image/webp');
    expect(await pruneOrphanFolders(two.second.db, b.media, new Date())).toEqual([]);
    expect(await pruneOrphanFolders(two.second.db, b.media, new Date(Date.now() + 2 * 3600_000))).toEqual([orphan]);
    expect((await bucket.list(`${PREFIX}inquiries/`)).map((o) => o.key)).toEqual(uploads);
    expect((await a.app.request(url ?? '')).status).toBe(200);
    expect(existsSync(mediaDir)).toBe(false);
  });
});
