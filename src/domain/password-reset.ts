import * as z from 'zod/mini';
import { entityId, idText, text } from './text';

/**
 * Forgotten password by e-mail (spec §4, §7, §9): the request for the mail, the link's check and the reset. The link
 * is `/mail/resetPassword?userId=<id>&uuid=<token>`; the token is 43 characters of base64url.
 */

const resetToken = text({ min: 1, max: 128 });

/** `POST /auth/local/reset/mail`: send a reset link to the account of this address on the served platform. */
export const resetMailRequest = z.object({ email: text({ max: 254 }) });
export type ResetMailRequest = z.infer<typeof resetMailRequest>;

/** `GET /auth/local/reset/password?userId=&uuid=`: is the link alive, and whose is it. */
export const resetLinkQuery = z.object({ userId: idText, uuid: resetToken });

/** The link's account as the reset screen shows it. */
export interface ResetLinkInfo {
  email: string;
}

/** `POST /auth/local/reset/password` (spec §7). */
export const resetPasswordRequest = z.object({ userId: entityId, uuid: resetToken, newPassword: text({ max: 64 }) });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The outcomes of spec §4 the reset screen tells apart, each with its own text. */
export const RESET_OUTCOMES = ['SUCCESS', 'TIMEOUT', 'NOT_LOCAL_LOGIN_USER', 'EQUAL_PASSWORD', 'UNKNOWN'] as const;
export type ResetOutcome = (typeof RESET_OUTCOMES)[number];

/**
 * The outcome of a reset answer: null for success, else its error code. A dead link (expired, used, replaced by a
 * newer request, or forged) is TIMEOUT; anything the screen has no text of (a network failure, a 5xx) is UNKNOWN.
 */
export function resetOutcomeOf(code: string | null): ResetOutcome {
  if (code === null) return 'SUCCESS';
  return (RESET_OUTCOMES as readonly string[]).includes(code) ? (code as ResetOutcome) : 'UNKNOWN';
}

/** Building the link from its two parts, the one place both sides agree on its query names. */
export function resetLinkQueryString(userId: number, token: string): string {
  return new URLSearchParams({ userId: String(userId), uuid: token }).toString();
}
