import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_IMAGE_WIDTHS, ICON_IMAGE_WIDTHS, IMAGE_QUALITIES } from '../../../src/domain/constants';
import { copyrightRefs, ensureCatalogueImages, panelRef } from '../../media/catalogue-images';
import { ALLOWED_WIDTHS, effectiveWidth } from '../../media/resize';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'webtoon-images-'));
  ctx = await createTestContext({ config: { mediaDir } });
  // The two images these tests serve, not the whole catalogue's (most of this file's time when it drew them all).
  const copyright = copyrightRefs()[7];
  if (!copyright) throw new Error('No copyright image.');
  expect(await ensureCatalogueImages(ctx.deps.media, 'ja', undefined, [panel.path, copyright.path])).toBe(2);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const panel = panelRef(3);
const request = (query: string, accept = 'image/avif,image/webp,*/*') =>
  ctx.app.request(`/_next/image?${query}`, { headers: { accept } });
const imageQuery = (width: number, extra = '') => `url=${encodeURIComponent(panel.url)}&w=${width}${extra}`;

describe('GET /images/* (originals)', () => {
  it('serves a seeded panel and the copyright images at their recorded sizes', async () => {
    for (const ref of [panel, copyrightRefs()[7]]) {
      if (!ref) throw new Error('No copyright image.');
      const res = await ctx.app.request(ref.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([ref.width, ref.height]);
    }
  });

  it('carries the version as an ETag and answers 304 to a client that holds it', async () => {
    const res = await ctx.app.request(panel.url);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const held = await ctx.app.request(panel.url, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect([held.status, held.headers.get('etag'), held.headers.get('cache-control')]).toEqual([
      304,
      etag,
      'public, max-age=86400',
    ]);
    expect(await held.text()).toBe('');
    expect((await ctx.app.request(panel.url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers 404 for a missing file, and never a file outside the image root', async () => {
    expect((await ctx.app.request('/images/panels/nope.png')).status).toBe(404);
    // The URL parser resolves the encoded dots before any route sees the path: /etc/passwd is then a page path of the
    // SPA (index.html, or 503 here where no bundle is built), never a file.
    const escape = await ctx.app.request('/images/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.headers.get('content-type') ?? '').not.toMatch(/^image\//);
    expect(await escape.text()).not.toMatch(/root:x?:0:0:/);
  });
});

describe('GET /_next/image', () => {
  it.each([...DEVICE_IMAGE_WIDTHS.slice(0, 3), ...ICON_IMAGE_WIDTHS.slice(-2)])(
    'resizes to the allowed width %i',
    async (width) => {
      const res = await request(imageQuery(width), 'image/webp');
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe('webp');
    },
  );

  it('never enlarges beyond the original width', async () => {
    const res = await request(imageQuery(1920), 'image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(panel.width);
  });

  it.each([
    ['a width outside the lists', imageQuery(500)],
    ['no width', `url=${encodeURIComponent(panel.url)}`],
    ['quality 0', imageQuery(640, '&q=0')],
    ['quality 101', imageQuery(640, '&q=101')],
    ['a quality outside the allowlist', imageQuery(640, '&q=60')],
    ['a quality one off the default', imageQuery(640, '&q=74')],
    ['a fractional quality', imageQuery(640, '&q=75.5')],
    ['a foreign URL', `url=${encodeURIComponent('https://evil.example/a.png')}&w=640`],
    ['a protocol-relative URL', `url=${encodeURIComponent('//evil.example/a.png')}&w=640`],
    ['a path outside /images', `url=${encodeURIComponent('/index.html')}&w=640`],
    ['a traversal', `url=${encodeURIComponent('/images/../../secret.png')}&w=640`],
    ['no url', 'w=640'],
  ])('refuses %s with 400', async (_case, query) => {
    expect((await request(query)).status).toBe(400);
  });

  it('answers 404 for an allowed path that has no file', async () => {
    expect((await request(`url=${encodeURIComponent('/images/panels/none.png')}&w=640`)).status).toBe(404);
  });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/png,*/*', 'image/png', 'png'],
  ])('negotiates %s → %s', async (accept, type, format) => {
    const res = await request(imageQuery(750, '&q=50'), accept);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe(format);
  });

  it('caches each variant in the media store and serves the second request from the cache', async () => {
    const first = await request(imageQuery(828, '&q=50'), 'image/webp');
    const second = await request(imageQuery(828, '&q=50'), 'image/webp');
    expect([first.headers.get('x-image-cache'), second.headers.get('x-image-cache')]).toEqual(['MISS', 'HIT']);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect((await readdir(join(mediaDir, 'image-cache'))).some((f) => f.endsWith('.webp'))).toBe(true);
  });

  it('names each variant by an ETag and answers 304 to a client that holds it', async () => {
    const first = await request(imageQuery(1080, '&q=50'), 'image/webp');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const held = await ctx.app.request(`/_next/image?${imageQuery(1080, '&q=50')}`, {
      headers: { accept: 'image/webp', 'if-none-match': etag },
    });
    expect([held.status, held.headers.get('etag'), held.headers.get('vary')]).toEqual([304, etag, 'Accept']);
    // Another format is another variant.
    expect((await request(imageQuery(1080, '&q=50'), 'image/png')).headers.get('etag')).not.toBe(etag);
  });

  it('applies the default quality 75 when q is missing', async () => {
    const implicit = Buffer.from(await (await request(imageQuery(640), 'image/webp')).arrayBuffer());
    const explicit = await request(imageQuery(640, '&q=75'), 'image/webp');
    expect(explicit.headers.get('x-image-cache')).toBe('HIT');
    expect(Buffer.from(await explicit.arrayBuffer())).toEqual(implicit);
  });
});

describe('the variants one image can have', () => {
  it('every width at or above the original is one cached copy', async () => {
    const first = await request(imageQuery(2048, '&q=90'), 'image/webp');
    const second = await request(imageQuery(3840, '&q=90'), 'image/webp');
    expect([first.headers.get('x-image-cache'), second.headers.get('x-image-cache')]).toEqual(['MISS', 'HIT']);
    expect((await sharp(Buffer.from(await second.arrayBuffer())).metadata()).width).toBe(panel.width);
  });

  it.each([
    [1080, 12],
    [480, 9],
    [5000, 16],
  ])('an original %i px wide has %i widths, each in 3 qualities and 3 formats at most', (original, widths) => {
    const distinct = new Set([...ALLOWED_WIDTHS].map((w) => effectiveWidth(w, original)));
    expect(distinct.size).toBe(widths);
    expect(IMAGE_QUALITIES).toHaveLength(3);
  });

  it.each([
    [3840, 1080, 1080],
    [1200, 1080, 1080],
    [1080, 1080, 1080],
    [828, 1080, 828],
    [640, 480, 640],
    [16, 480, 16],
  ])('w=%i of a %i px original is cached as %i', (requested, original, cachedAs) => {
    expect(effectiveWidth(requested, original)).toBe(cachedAs);
  });
});
