import * as z from 'zod/mini';
import { termsVersionField } from './legal';
import { text } from './text';

/**
 * A nickname: what sign-up takes (at most 30 characters, no control characters); a change must also not be blank.
 * The API stores it trimmed.
 */
export const NICKNAME_MAX = 30;
export const nicknameText = text({ max: NICKNAME_MAX });
export const changedNickname = text({ max: NICKNAME_MAX }).check(
  z.refine((value) => value.trim().length > 0, { message: 'blank nickname' }),
);

/** The push toggles of spec §3, as `PUT /app/push` takes them (booleans only, never coerced). */
export const pushSettingsRequest = z.object({
  isAgreePush: z.boolean(),
  isAgreePushContents: z.boolean(),
  isAgreePushFreetime: z.boolean(),
  isAgreePushNight: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsRequest>;

/** Refresh tokens are 43 characters of base64url; the bound leaves room without accepting junk of any length. */
const refreshToken = text({ min: 1, max: 256 });

/**
 * `PUT /user` action MAIL (spec §7): the mail agreement; answered with new tokens. The welcome step of a first social
 * sign-in also sends `termsVersion`, recording the reader's consent to the terms as e-mail sign-up does.
 */
export const mailUpdateRequest = z.object({
  action: z.literal('MAIL'),
  agreeMailRequest: z.object({ isAgreeMail: z.boolean(), termsVersion: termsVersionField }),
  refreshToken,
});
export type MailUpdateRequest = z.infer<typeof mailUpdateRequest>;

/** `PUT /user` action PROFILE (spec §7): the nickname; answered with new tokens. */
export const profileUpdateRequest = z.object({
  action: z.literal('PROFILE'),
  profileRequest: z.object({ nickname: changedNickname }),
  refreshToken,
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** `PUT /user` action AD_TRACKING (issue 13): the consent to share purchases and sign-ups with the ad partner. */
export const adTrackingUpdateRequest = z.object({
  action: z.literal('AD_TRACKING'),
  adTrackingRequest: z.object({ isAgreeAdTracking: z.boolean() }),
  refreshToken,
});
export type AdTrackingUpdateRequest = z.infer<typeof adTrackingUpdateRequest>;
