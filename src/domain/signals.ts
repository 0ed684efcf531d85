import * as z from 'zod/mini';
import { text } from './text';

/**
 * Issue 13 §5 wire shapes: the Facebook conversion report (spec §7 `POST /third-party/facebook/conversion`) and the
 * client log beacon. Shared by the SPA and the reference API.
 */

export const CONVERSION_ACTIONS = ['PURCHASE', 'COMPLETE_REGISTRATION'] as const;
export type ConversionAction = (typeof CONVERSION_ACTIONS)[number];

/**
 * `acToken` is Meta's click id in its cookie form `fb.1.<ms>.<fbclid>` (the `fbc` of the Conversions API), built by
 * the SPA from the `?fbclid=` a Meta ad's link carries (src/lib/fbc.ts).
 */
export const FBC_PATTERN = /^fb\.1\.\d{1,16}\.[A-Za-z0-9_-]{1,255}$/;
export const FBCLID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const conversionRequest = z.strictObject({
  acToken: z.optional(z.nullable(z.string().check(z.regex(FBC_PATTERN)))),
  action: z.enum(CONVERSION_ACTIONS),
  /** The page the act happened on; only its origin and path are kept (no query: it may carry tokens). */
  actionUrl: text({ min: 1, max: 2048 }).check(z.refine((value) => URL.canParse(value), { message: 'not a URL' })),
  /** PURCHASE names the payment; the server reads everything else (amount, currency) from it. */
  purchaseParamsRequest: z.optional(z.strictObject({ paymentId: z.string().check(z.regex(PAYMENT_ID)) })),
});
export type ConversionRequest = z.infer<typeof conversionRequest>;

/** QUEUED: will be sent; DUPLICATE: this act was queued already; SKIPPED: the reader has not consented. */
export type ConversionResult = 'QUEUED' | 'DUPLICATE' | 'SKIPPED';

/** The client log beacon (issue 13 §5): at most this many entries per post. */
export const LOG_BATCH_MAX = 20;
export const LOG_LEVELS = ['error', 'warn', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const clientLogEntry = z.strictObject({
  level: z.enum(LOG_LEVELS),
  code: z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/)),
  message: text({ max: 1000, multiline: true }),
  /** Flat text values only: a beacon carries what helps to find a bug, not objects of any depth. */
  details: z.optional(
    z
      .record(text({ min: 1, max: 64 }), text({ max: 2000, multiline: true }))
      .check(z.refine((record) => Object.keys(record).length <= 10, { message: 'too many details' })),
  ),
  path: z.optional(text({ max: 512 })),
});
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

export const clientLogBatch = z.array(clientLogEntry).check(z.minLength(1), z.maxLength(LOG_BATCH_MAX));

/** The stand-in offerwall's offers for the reader (`GET /offerwall/test/offers`); names are the SPA's, by id. */
export interface TestOffersReply {
  provider: 'TEST';
  offers: { id: string; coins: number; completed: boolean }[];
}
