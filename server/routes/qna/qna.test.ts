import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_IMAGE_MAX_BYTES } from '../../../src/domain/help';
import type { InquiryPage } from '../../../src/domain/inquiry';
import { createInquiry, pruneOrphanFolders, storeImages } from '../../services/help';
import { callJson, createTestContext, dataOf, failureOf, signUpReader, type TestContext } from '../../testing';
import { hasGpsTag, jpegWithGps, pngImage, pngOfSize, postInquiry, type InquiryForm } from '../../testing/inquiry';

let ctx: TestContext;
let mediaDir: string;
beforeAll(async () => {
  // A media root of this file's own, so that counting folders sees only its uploads.
  mediaDir = await mkdtemp(join(tmpdir(), 'inquiry-media-'));
  ctx = await createTestContext({ config: { mediaDir } });
});
afterEach(() => ctx.clock.set(null));
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const reader = () => signUpReader(ctx, 'qna');
const png = async (name = 'shot.png', data?: Uint8Array) => ({
  name,
  type: 'image/png',
  data: data ?? (await pngImage()),
});
const post = (token: string, form: InquiryForm = {}) => postInquiry(ctx.app, token, form);
const folders = async () => readdir(join(mediaDir, 'inquiries')).catch(() => [] as string[]);
const list = async (token: string, page = 0) =>
  dataOf(await callJson<InquiryPage>(ctx.app, 'GET', `/api/backend/qna?page=${page}`, { token }));
const fetchImage = (url: string) => ctx.app.request(url);

describe('POST /qna', () => {
  it('takes three images, re-encodes them to WebP upright and without EXIF or GPS, and lists the inquiry as WAIT', async () => {
    const { accessToken } = await reader();
    const gps = await jpegWithGps(40, 20);
    expect(hasGpsTag((await sharp(gps).metadata()).exif)).toBe(true);
    const sent = await post(accessToken, {
      images: [await png(), { name: 'photo.jpg', type: 'image/jpeg', data: gps }, await png('third.png')],
    });
    const inquiry = dataOf(sent);
    expect(inquiry).toMatchObject({ status: 'WAIT', answer: null, answeredAt: null, category: 'COIN' });
    expect(inquiry.content).toBe('I bought 100 coins.\nNone arrived.');
    expect(inquiry.images).toHaveLength(3);
    const photo = await fetchImage(inquiry.images[1]!.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(inquiry.images[1]).toMatchObject({ width: 20, height: 40 });
    const [first] = (await list(accessToken)).items;
    expect(first).toMatchObject({ id: inquiry.id, status: 'WAIT', images: expect.any(Array) });
    // Stored under a random folder and random names, never under the public images/ root.
    const [folder] = await readdir(join(mediaDir, 'inquiries'));
    expect(folder).toMatch(/^[0-9a-f]{32}$/);
    const files = await readdir(join(mediaDir, 'inquiries', folder!));
    expect(files.every((f) => /^[0-9a-f]{32}\.webp$/.test(f))).toBe(true);
  });

  it('takes an image of exactly 3 MB and refuses one byte more with IMAGE_TOO_LARGE', async () => {
    const { accessToken } = await reader();
    const exact = await pngOfSize(INQUIRY_IMAGE_MAX_BYTES);
    expect(exact.length).toBe(3 * 1024 * 1024);
    expect(dataOf(await post(accessToken, { images: [await png('exact.png', exact)] })).images).toHaveLength(1);
    const over = await pngOfSize(INQUIRY_IMAGE_MAX_BYTES + 1);
    expect(failureOf(await post(accessToken, { images: [await png('over.png', over)] }))).toEqual({
      status: 413,
      code: 'IMAGE_TOO_LARGE',
    });
  });

  it('refuses a fourth image with TOO_MANY_IMAGES and leaves no file behind', async () => {
    const { accessToken } = await reader();
    const before = await folders();
    const four = await Promise.all([1, 2, 3, 4].map((i) => png(`${i}.png`)));
    expect(failureOf(await post(accessToken, { images: four }))).toEqual({ status: 400, code: 'TOO_MANY_IMAGES' });
    expect(await folders()).toEqual(before);
    expect((await list(accessToken)).items).toEqual([]);
  });

  it('judges the type by content: a renamed text file, an SVG, a truncated PNG and a pixel bomb are INVALID_IMAGE', async () => {
    const { accessToken } = await reader();
    const real = await pngImage();
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const fakes = [
      { name: 'notes.png', type: 'image/png', data: new TextEncoder().encode('just some text, not a picture') },
      {
        name: 'logo.png',
        type: 'image/png',
        data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: 'cut.png', type: 'image/png', data: real.subarray(0, real.length - 30) },
      { name: 'bomb.png', type: 'image/png', data: bomb },
    ];
    const before = await folders();
    for (const fake of fakes)
      expect(failureOf(await post(accessToken, { images: [fake] })), fake.name).toEqual({
        status: 400,
        code: 'INVALID_IMAGE',
      });
    expect(await folders()).toEqual(before);
  });

  it('checks the fields: category of the list, title 1–100, content 1–2000, multipart only, signed in', async () => {
    const { accessToken } = await reader();
    const refused = [
      { category: 'REFUND_ME' },
      { title: 'x'.repeat(101) },
      { title: '   ' },
      { content: '' },
      { content: 'x'.repeat(2001) },
      { title: 'bell\u0007' },
    ];
    for (const form of refused)
      expect(failureOf(await post(accessToken, form)), JSON.stringify(form)).toEqual({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
    expect(dataOf(await post(accessToken, { title: 't'.repeat(100), content: 'c'.repeat(2000) })).title).toHaveLength(
      100,
    );
    const json = await callJson(ctx.app, 'POST', '/api/backend/qna', {
      token: accessToken,
      body: { category: 'COIN', title: 'a', content: 'b' },
    });
    expect(failureOf(json)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(failureOf(await postInquiry(ctx.app, 'not-a-token', {}))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });

  it('allows this route about 9 MB and refuses a larger declared body unread with PAYLOAD_TOO_LARGE', async () => {
    const { accessToken } = await reader();
    const res = await ctx.app.request('/api/backend/qna', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('orphan folders', () => {
  it('removes, after an hour, only the folders no image row names (a crash between the files and the row)', async () => {
    const { accessToken } = await reader();
    dataOf(await post(accessToken, { images: [await png()] }));
    const kept = await folders();
    const orphan = join(mediaDir, 'inquiries', 'f'.repeat(32));
    await mkdir(orphan, { recursive: true });
    await writeFile(join(orphan, 'x.webp'), 'x');
    expect(await pruneOrphanFolders(ctx.db, ctx.deps.media, new Date())).toEqual([]);
    expect(await pruneOrphanFolders(ctx.db, ctx.deps.media, new Date(Date.now() + 2 * 3600_000))).toEqual([
      'f'.repeat(32),
    ]);
    expect((await folders()).sort()).toEqual(kept.sort());
  });
});

describe('files before the row', () => {
  it('a transaction that refuses under the lock removes the files it was given', async () => {
    const { accessToken, userId } = await reader();
    for (let i = 0; i < 3; i += 1) dataOf(await post(accessToken));
    const stored = await storeImages(ctx.deps.media, [await pngImage()]);
    expect(await folders()).toContain(basename(stored.folder!));
    const inquiry = { userId, platform: 'japan' as const, category: 'COIN' as const, title: 't', content: 'c' };
    await expect(createInquiry(ctx.db, ctx.deps.media, inquiry, stored, await ctx.clock.now())).rejects.toMatchObject({
      code: 'LIMIT_QNA_COUNT',
    });
    expect(await folders()).not.toContain(basename(stored.folder!));
  });
});
