import * as z from 'zod/mini';
import { MARKETING_CODE_PATTERN } from './marketing';
import { entityId, text } from './text';
import { nicknameText } from './profile';
import { termsVersionField } from './legal';

/**
 * Request bodies shared by the SPA forms and the reference API. Field rules that map to catalogue codes live in rules/.
 * Every string is a text() (no control characters, bounded) and every number or boolean must arrive as one: a JSON
 * body is never coerced, so `"1"` or `true` where an id belongs is INVALID_PARAMETER.
 */

/** Long enough for any address RFC 5321 allows; the shape itself is checked by isWellFormedEmail. */
const email = text({ max: 254 });
/** Above every password rule's maximum, so that the rule (not the schema) names the refusal. */
const password = text({ max: 64 });
/** Our access tokens are about 250 characters; a JWT an order of magnitude longer is not ours. */
const accessToken = text({ max: 2048 });
/** Refresh tokens are 43 characters of base64url. */
const refreshToken = text({ max: 256 });
/** The longest textual IPv6 address (with an embedded IPv4) is 45 characters. */
export const ipAddress = text({ max: 45 });

/** A campaign's tag (spec §6), as src/domain/marketing.ts defines it. */
const marketingCode = z.string().check(z.regex(MARKETING_CODE_PATTERN));
export const marketingVisitRequest = z.object({ marketingCode });

export const signUpRequest = z.object({
  email,
  password,
  nickname: z.optional(nicknameText),
  isAgreeMail: z.optional(z.boolean()),
  /** The optional ad-tracking consent of the sign-up form (issue 13): with it the sign-up is a conversion. */
  isAgreeAdTracking: z.optional(z.boolean()),
  /** A mobile number as typed, optional: it lets the reader recover the account by SMS (rules/phone.ts). */
  phone: z.optional(text({ max: 32 })),
  marketingCode: z.optional(marketingCode),
  /** TERMS_VERSION of src/domain/legal.ts: the terms and privacy policy the reader ticked (else TERMS_REQUIRED). */
  termsVersion: termsVersionField,
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signInRequest = z.object({ email, password });
export type SignInRequest = z.infer<typeof signInRequest>;

export const changePasswordRequest = z.object({ oldPassword: password, newPassword: password });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const refreshRequest = z.object({
  accessToken,
  refreshToken,
  clientIp: z.optional(ipAddress),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const logoutRequest = z.object({ refreshToken });
export type LogoutRequest = z.infer<typeof logoutRequest>;

/** The most episodes one purchase or gift may name (the purchase sheet's "all" on the longest title). */
export const MAX_EPISODES_PER_ORDER = 300;
const episodeIds = z.array(entityId).check(z.minLength(1), z.maxLength(MAX_EPISODES_PER_ORDER));

/** Buy (kind 1) or rent (kind 0) episodes of one title (issue 4). */
export const purchaseRequest = z.object({
  contentId: entityId,
  episodeIds,
  kind: z.union([z.literal(0), z.literal(1)]),
});

export const waitFreeRequest = z.object({ contentId: entityId, episodeId: entityId });

export const chargeRequest = z.object({
  productId: entityId,
  method: text({ max: 20 }),
  cautionsAccepted: z.boolean(),
  returnPath: text({ max: 512 }),
});

export const mileageExchangeRequest = z.object({
  points: z.number().check(z.int(), z.gte(1), z.lte(100_000_000)),
});

export const couponRegisterRequest = z.object({ code: text({ min: 1, max: 40 }) });

export const sendGiftRequest = z.object({
  targetType: text({ max: 10 }),
  target: text({ min: 1, max: 254 }),
  contentId: entityId,
  episodeIds,
  kind: z.union([z.literal(0), z.literal(1)]),
  message: z.optional(text({ max: 200, multiline: true })),
});

export const mailAuthRequest = z.object({
  userId: entityId,
  token: text({ min: 10, max: 200 }),
});

/** `POST /transfer` (issue 5): the reader ticked every term of the confirm step. */
export const transferRequest = z.object({ termsAccepted: z.literal(true) });

/**
 * POST /auth/sign-in/jp/apple/migrate (japan only): each key is one of our access tokens. appKeyRequest is the iOS
 * app's token of the guest account (snsProvider apple_guest), webKeyRequest the token of the session signed in with
 * apple; holding both proves the same person holds both accounts (docs/api.md).
 */
export const appleMigrateRequest = z.object({ appKeyRequest: accessToken, webKeyRequest: accessToken });
export type AppleMigrateRequest = z.infer<typeof appleMigrateRequest>;
