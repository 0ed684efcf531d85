import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryPage, InquiryWire } from '../../../src/domain/inquiry';
import { inquiries, inquiryImages } from '../../db/schema';
import { pruneOrphanFolders } from '../../services/help';
import { IMAGE_PATH_PREFIX, signedImageUrl } from '../../services/help/inquiries/signed-urls';
import { callJson, createTestContext, dataOf, signUpReader, type TestContext } from '../../testing';
import { pngImage, postInquiry } from '../../testing/inquiry';

let ctx: TestContext;
let mediaDir: string;
/** A WebP file outside the inquiry folder: what a traversal would try to reach. */
let secretFile: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'inquiry-image-'));
  ctx = await createTestContext({ config: { mediaDir } });
  secretFile = join(mediaDir, 'secret.webp');
  await writeFile(secretFile, 'RIFF-not-for-you');
  await mkdir(join(mediaDir, 'images'), { recursive: true });
  await writeFile(join(mediaDir, 'images', 'secret.webp'), 'RIFF-not-for-you');
});
afterEach(() => ctx.clock.set(null));
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const URL_SHAPE = /^\/api\/backend\/qna\/image\/([0-9a-f]{32})\?expires=(\d+)&signature=[\w-]{43}$/;
const png = async (name: string) => ({ name, type: 'image/png', data: await pngImage() });
async function inquiryWith(count: number): Promise<{ inquiry: InquiryWire; token: string }> {
  const { accessToken } = await signUpReader(ctx, 'qna-image');
  const images = await Promise.all(Array.from({ length: count }, (_, i) => png(`shot-${i}.png`)));
  return { inquiry: dataOf(await postInquiry(ctx.app, accessToken, { images })), token: accessToken };
}
const keyOf = (url: string) => URL_SHAPE.exec(url)?.[1] ?? '';
/** A URL for `key` signed with the API's own secret: a refusal then is not the signature's doing. */
const signed = async (key: string) => signedImageUrl(ctx.config.authSecret, key, await ctx.clock.now());
/** The reply to a URL that must be refused: 404 with the envelope's NOT_EXIST, and never the secret's bytes. */
async function refusal(url: string) {
  const res = await ctx.app.request(url);
  const text = await res.text();
  expect(text, url).not.toContain('not-for-you');
  const code = res.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(text) as { error?: { code?: string } }).error?.code
    : text.slice(0, 40);
  return { status: res.status, code };
}
const NOT_EXIST = { status: 404, code: 'NOT_EXIST' };

describe('GET /qna/image/:key', () => {
  it('serves the image inline under a safe name, as image/webp, nosniff and privately cached until it expires', async () => {
    const { inquiry } = await inquiryWith(2);
    const res = await ctx.app.request(inquiry.images[1]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="inquiry-2.webp"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The URL is valid until the end of the next whole hour: cached for more than one hour, never past two.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);
    const body = Buffer.from(await res.arrayBuffer());
    expect([body.subarray(0, 4).toString(), body.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
    const first = await ctx.app.request(inquiry.images[0]!.url);
    expect(first.headers.get('content-disposition')).toBe('inline; filename="inquiry-1.webp"');
  });

  it('names each image by a random key: the URL holds neither the inquiry id nor the position, and stays the same within the hour', async () => {
    await ctx.clock.set(new Date('2031-07-01T10:05:00Z'));
    const { inquiry, token } = await inquiryWith(3);
    const urls = inquiry.images.map((image) => image.url);
    for (const url of urls) {
      expect(url).toMatch(URL_SHAPE);
      const path = url.slice(IMAGE_PATH_PREFIX.length).split('?')[0]!;
      expect(path.split('/')).toEqual(['', keyOf(url)]);
      expect([String(inquiry.id), '0', '1', '2']).not.toContain(keyOf(url));
    }
    expect(new Set(urls.map(keyOf)).size).toBe(3);
    // Cacheable: the list 50 minutes later, in the same hour, hands out the very same URLs.
    await ctx.clock.set(new Date('2031-07-01T10:55:00Z'));
    const page = dataOf(await callJson<InquiryPage>(ctx.app, 'GET', '/api/backend/qna', { token }));
    expect(page.items[0]!.images.map((image) => image.url)).toEqual(urls);
  });

  it('refuses an inquiry id, the old id/position shape and a guessed key as NOT_EXIST, even when signed', async () => {
    const { inquiry } = await inquiryWith(1);
    const { search } = new URL(inquiry.images[0]!.url, 'http://x');
    expect(await refusal(await signed(String(inquiry.id)))).toEqual(NOT_EXIST);
    expect(await refusal(`${IMAGE_PATH_PREFIX}/${inquiry.id}/0${search}`)).toEqual(NOT_EXIST);
    expect(await refusal(await signed(randomBytes(16).toString('hex')))).toEqual(NOT_EXIST);
    // A key under another URL's signature.
    expect(await refusal(`${IMAGE_PATH_PREFIX}/${randomBytes(16).toString('hex')}${search}`)).toEqual(NOT_EXIST);
  });

  it('refuses a wrong, borrowed, stretched or expired signature as NOT_EXIST', async () => {
    const { inquiry } = await inquiryWith(2);
    const [first, second] = inquiry.images.map((image) => image.url) as [string, string];
    expect((await ctx.app.request(first)).status).toBe(200);
    const tampered = first.replace(/signature=./, (s) => (s.endsWith('A') ? 'signature=B' : 'signature=A'));
    const borrowed = first.split('?')[0] + '?' + second.split('?')[1];
    const stretched = first.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    for (const url of [tampered, borrowed, stretched, first.split('?')[0]!])
      expect(await refusal(url), url).toEqual(NOT_EXIST);
    await ctx.clock.set(new Date(Date.now() + 3 * 3600_000));
    expect(await refusal(first)).toEqual(NOT_EXIST);
  });

  it('refuses the images of a deleted inquiry, though the file is still on disk until the prune', async () => {
    const { inquiry } = await inquiryWith(1);
    const url = inquiry.images[0]!.url;
    const [row] = await ctx.db
      .select()
      .from(inquiryImages)
      .where(eq(inquiryImages.key, keyOf(url)));
    await ctx.db.delete(inquiries).where(eq(inquiries.id, inquiry.id));
    await access(join(mediaDir, row!.path));
    expect(await refusal(url)).toEqual(NOT_EXIST);
    const folder = row!.path.split(/[/\\]/)[1];
    expect(await pruneOrphanFolders(ctx.db, ctx.deps.media, new Date(Date.now() + 2 * 3600_000))).toContain(folder);
  });

  it('never reads outside the inquiry folder: traversal keys, even signed, and rows naming outside paths', async () => {
    const hostile = [
      '../secret.webp',
      '../../secret.webp',
      '..\\secret.webp',
      '/etc/passwd',
      secretFile,
      `${'a'.repeat(32)}/../../secret.webp`,
      '..%2Fsecret.webp',
      '%2e%2e%2fsecret.webp',
      `${'a'.repeat(32)}\u0000`,
    ];
    for (const key of hostile) expect(await refusal(await signed(key)), key).toEqual(NOT_EXIST);
    // Traversal in the raw path: encoded slashes and dots that no URL parser folds away.
    const { search } = new URL(await signed('x'), 'http://x');
    const raw = [
      '..%2F..%2Fsecret.webp',
      '%2E%2E%5Csecret.webp',
      '%2Fetc%2Fpasswd',
      '..%252Fsecret.webp',
      'x/..%2Fsecret.webp',
    ];
    for (const path of raw) expect(await refusal(`${IMAGE_PATH_PREFIX}/${path}${search}`), path).toEqual(NOT_EXIST);
    // A row that names a file outside the folder (a corrupted or hand-edited row) is refused as well.
    const { inquiry } = await inquiryWith(1);
    const outside = ['secret.webp', 'images/secret.webp', 'inquiries/../secret.webp', secretFile];
    for (const [i, path] of outside.entries()) {
      const key = randomBytes(16).toString('hex');
      await ctx.db
        .insert(inquiryImages)
        .values({ inquiryId: inquiry.id, position: i + 1, key, path, width: 1, height: 1, bytes: 16 });
      expect(await refusal(await signed(key)), path).toEqual(NOT_EXIST);
    }
  });
});
