import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { OfferwallAdapter, OfferwallRequest, OfferwallVerdict } from './adapter';

/** `X-Offerwall-Signature: sha256=<hex>`, the HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export const OFFERWALL_SIGNATURE_HEADER = 'X-Offerwall-Signature';
/** A callback whose timestamp is further than this from the API's clock is refused (EXPIRED_CALLBACK). */
export const OFFERWALL_TOLERANCE_MS = 5 * 60_000;
/** The most one callback may credit: a bound on a leaked key's damage and on junk input. */
export const OFFERWALL_MAX_COINS = 10_000;

/** The provider's body, strictly (no coercion, no extra keys): ids a provider issues are short printable tokens. */
export const offerwallCallbackBody = z.strictObject({
  transactionId: z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/)),
  userId: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
  coins: z.number().check(z.int(), z.gte(1), z.lte(OFFERWALL_MAX_COINS)),
  /** Unix seconds. */
  timestamp: z.number().check(z.int(), z.gte(1), z.lte(99_999_999_999)),
});
export type OfferwallCallbackBody = z.infer<typeof offerwallCallbackBody>;

export function offerwallSignature(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Constant-time comparison of two signatures (lengths differ only for malformed headers, which leak nothing). */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parse(rawBody: string): OfferwallCallbackBody | null {
  try {
    const parsed = offerwallCallbackBody.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The HMAC scheme of the stand-in offerwall, which a real provider with a shared secret can reuse under its own id.
 * Order: the body's shape (INVALID_PARAMETER), the signature (INVALID_SIGNATURE), then the timestamp (EXPIRED_CALLBACK),
 * so an unsigned caller learns nothing about the clock.
 */
export function hmacOfferwall(id: string, secret: string): OfferwallAdapter {
  return {
    id,
    verify({ rawBody, header, now }: OfferwallRequest): OfferwallVerdict {
      const body = parse(rawBody);
      if (!body) return { ok: false, code: 'INVALID_PARAMETER' };
      const given = header(OFFERWALL_SIGNATURE_HEADER) ?? '';
      if (!sameSignature(given, offerwallSignature(secret, body.timestamp, rawBody)))
        return { ok: false, code: 'INVALID_SIGNATURE' };
      if (Math.abs(now.getTime() - body.timestamp * 1000) > OFFERWALL_TOLERANCE_MS)
        return { ok: false, code: 'EXPIRED_CALLBACK' };
      return { ok: true, transactionId: body.transactionId, userId: body.userId, coins: body.coins };
    },
  };
}
