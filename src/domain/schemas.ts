import * as z from 'zod/mini';

/** Request bodies shared by the SPA forms and the reference API. Field rules that map to catalogue codes live in rules/. */

export const signUpRequest = z.object({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(64)),
  nickname: z.optional(z.string().check(z.maxLength(30))),
  isAgreeMail: z.optional(z.boolean()),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signInRequest = z.object({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.maxLength(64)),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const changePasswordRequest = z.object({
  oldPassword: z.string().check(z.maxLength(64)),
  newPassword: z.string().check(z.maxLength(64)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const refreshRequest = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  clientIp: z.optional(z.string()),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const logoutRequest = z.object({ refreshToken: z.string() });
export type LogoutRequest = z.infer<typeof logoutRequest>;

/** Ids the API takes: positive 32-bit integers. */
const entityId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** Buy (kind 1) or rent (kind 0) episodes of one title (issue 4). */
export const purchaseRequest = z.object({
  contentId: entityId,
  episodeIds: z.array(entityId).check(z.minLength(1), z.maxLength(300)),
  kind: z.union([z.literal(0), z.literal(1)]),
});

export const waitFreeRequest = z.object({ contentId: entityId, episodeId: entityId });

export const chargeRequest = z.object({
  productId: entityId,
  method: z.string().check(z.maxLength(20)),
  cautionsAccepted: z.boolean(),
  returnPath: z.string().check(z.maxLength(512)),
});

export const mileageExchangeRequest = z.object({
  points: z.number().check(z.int(), z.gte(1), z.lte(100_000_000)),
});

export const couponRegisterRequest = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)) });

export const sendGiftRequest = z.object({
  targetType: z.string().check(z.maxLength(10)),
  target: z.string().check(z.minLength(1), z.maxLength(254)),
  contentId: entityId,
  episodeIds: z.array(entityId).check(z.minLength(1), z.maxLength(300)),
  kind: z.union([z.literal(0), z.literal(1)]),
  message: z.optional(z.string().check(z.maxLength(200))),
});

export const mailAuthRequest = z.object({
  userId: entityId,
  token: z.string().check(z.minLength(10), z.maxLength(200)),
});

/** `POST /transfer` (issue 5): the reader ticked every term of the confirm step. */
export const transferRequest = z.object({ termsAccepted: z.literal(true) });
