import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { InquiryWire } from '../../src/domain/inquiry';
import type { App } from '../app';
import type { JsonReply } from './requests';

/** A small PNG of one colour. */
export function pngImage(width = 24, height = 16, background = '#3a8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: camera make, GPS position and an orientation (6: turned a quarter clockwise). */
export function jpegWithGps(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 41/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF holds a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/**
 * A valid PNG of exactly `bytes` bytes: a small image with a private ancillary chunk ("prVt", which decoders skip)
 * before IEND, sized so that the file has the length a limit test needs.
 */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const base = await pngImage();
  const iend = base.length - 12;
  const padding = bytes - base.length - 12;
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${bytes} bytes.`);
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  return Buffer.concat([base.subarray(0, iend), chunk, base.subarray(iend)]);
}

export interface InquiryForm {
  category?: string;
  title?: string;
  content?: string;
  images?: { name: string; type: string; data: Uint8Array }[];
}

/** The multipart body of `POST /qna`, as the SPA's FormData sends it. */
export function inquiryFormData(form: InquiryForm): FormData {
  const data = new FormData();
  for (const key of ['category', 'title', 'content'] as const) {
    const value = form[key];
    if (value !== undefined) data.append(key, value);
  }
  for (const image of form.images ?? [])
    data.append('images', new File([new Uint8Array(image.data)], image.name, { type: image.type }));
  return data;
}

export const VALID_INQUIRY = {
  category: 'COIN',
  title: 'Coins missing',
  content: 'I bought 100 coins.\nNone arrived.',
};

/** `POST /api/backend/qna` through app.request with a multipart body. */
export async function postInquiry(app: App, token: string, form: InquiryForm): Promise<JsonReply<InquiryWire>> {
  const res = await app.request('/api/backend/qna', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: inquiryFormData({ ...VALID_INQUIRY, ...form }),
  });
  return { status: res.status, body: (await res.json()) as JsonReply<InquiryWire>['body'], headers: res.headers };
}
