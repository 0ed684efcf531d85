import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Inquiry images are the reader's own (screenshots of a payment, an account): an <img> cannot send the bearer token,
 * so the list hands out URLs signed with the server's secret that expire. They are bucketed by the hour, so a URL
 * stays the same (and cacheable) for an hour and is accepted for one to two hours.
 *
 * A URL names the image by its random key alone: the inquiry's sequential id and the image's position would let
 * anyone who knows one reader's id reason about another's, and the signature should not be the only thing between
 * a guess and an image.
 */
const BUCKET_SECONDS = 3600;
export const IMAGE_PATH_PREFIX = '/api/backend/qna/image';

function signatureOf(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`inquiry-image:${key}:${expires}`).digest('base64url');
}

/** The signed path of one image, valid until the end of the next hour of `now`. */
export function signedImageUrl(secret: string, key: string, now: Date): string {
  const expires = (Math.floor(now.getTime() / 1000 / BUCKET_SECONDS) + 2) * BUCKET_SECONDS;
  const signature = signatureOf(secret, key, expires);
  return `${IMAGE_PATH_PREFIX}/${encodeURIComponent(key)}?expires=${expires}&signature=${signature}`;
}

/** Whether a signature is ours for this image and has not expired by `now`; compared in constant time. */
export function isValidImageSignature(
  secret: string,
  image: { key: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (image.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, image.key, image.expires));
  const given = Buffer.from(image.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
