import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, cutImage, imageKey, sniffFormat } from './images';

// The image check at its edges: what a page may be is told by its bytes, its size by its header, its look by a decode.

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe('checkImage', () => {
  it.each([
    ['jpeg', 'image/jpeg', /\.jpg$/],
    ['png', 'image/png', /\.png$/],
    ['webp', 'image/webp', /\.webp$/],
    ['avif', 'image/avif', /\.avif$/],
  ] as const)(
    'takes a %s by its bytes, with its size, placeholder and a key of its content',
    async (format, type, ext) => {
      const bytes = await solid(40, 70).toFormat(format).toBuffer();
      expect(sniffFormat(bytes)).toBe(format);
      const { image } = await checkImage(bytes);
      expect(image).toMatchObject({ format, width: 40, height: 70, contentType: type, size: bytes.length });
      expect(image.key).toMatch(ext);
      expect(image.key).toBe(imageKey(bytes, format));
      expect(image.placeholder).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    },
  );

  it.each([
    ['a GIF', () => solid(20, 20).gif().toBuffer(), /not a JPEG, PNG, WebP or AVIF/],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>'),
      /not a JPEG/,
    ],
    ['text', async () => Buffer.from('hello'), /not a JPEG/],
    ['a truncated PNG', async () => (await solid(64, 64).png().toBuffer()).subarray(0, 60), /unreadable|damaged/],
    [
      'an animated WebP',
      async () =>
        sharp([await solid(20, 20).png().toBuffer(), await solid(20, 20).negate().png().toBuffer()], {
          join: { animated: true },
        })
          .webp()
          .toBuffer(),
      /animated or multi-page/,
    ],
    ['a picture 15 px wide', () => solid(15, 200).png().toBuffer(), /under 16 on a side/],
    ['a picture 4 097 px wide', () => solid(4097, 20).png().toBuffer(), /4097 × 20 pixels, over the limits/],
    [
      'a picture of 51 megapixels',
      () => solid(3000, 17_000).png({ compressionLevel: 1 }).toBuffer(),
      /over the limits/,
    ],
  ])('refuses %s', async (_, make, message) => {
    await expect(checkImage(await make())).rejects.toThrow(message);
  });

  it('stores a JPEG turned by its EXIF orientation upright, with the size a browser shows', async () => {
    const turned = await solid(40, 70).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { bytes, image } = await checkImage(turned);
    expect(image).toMatchObject({ width: 70, height: 40 });
    expect(bytes).not.toBe(turned);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 70, height: 40 });
  });
});

describe('cutImage', () => {
  it('cuts a ratio from the top, never enlarging, at most 720 wide', async () => {
    const big = await solid(1000, 3000).png().toBuffer();
    expect((await cutImage(big, 0.6)).image).toMatchObject({ width: 720, height: 1200, format: 'webp' });
    const small = await solid(100, 90).png().toBuffer();
    expect((await cutImage(small, 1)).image).toMatchObject({ width: 90, height: 90 });
    expect((await cutImage(small, 1.318)).image).toMatchObject({ width: 100, height: 76 });
  });
});
