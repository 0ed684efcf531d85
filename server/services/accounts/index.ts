/**
 * The reader's account: sign-up and sign-in, passwords and their recovery (mail link, SMS code), phone codes, social
 * and Apple sign-in, Korean identity, profile and push settings, the sign-up mail event, withdrawal. Routes:
 * server/routes/auth, user, nice, withdrawal. SPA: src/features/auth, account, phone-verification, withdrawal.
 *
 * The public face of this domain: code outside server/services/accounts/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export {
  BirthDateRefused,
  changePassword,
  isCalendarDate,
  signIn,
  type SignInClient,
  signUp,
  verifyAdult,
} from './accounts';
export { migrateAppleGuest } from './apple-migrate';
export {
  KR_RESULT_TTL_SECONDS,
  KrVerificationRefused,
  openKrIdentityRequest,
  recordKoreanIp,
  TEST_KR_PROVIDER_PATH,
  verifyAdultKr,
} from './kr-identity';
export { type KrRequestClaims, readKrRequest, signKrResult } from './kr-identity-tokens';
export { checkResetLink, requestResetMail, resetPassword } from './password-reset';
export { forgetEndedPhoneCodes, sendPhoneCode, verifyPhoneCode } from './phone-codes';
export { resetPasswordByPhone } from './phone-password';
export { changeProfile, setPushSettings } from './profile-update';
export { confirmSignUpMail, sendSignUpMail } from './signup-event';
export { signInSocial } from './social-accounts';
export { requestWithdrawal, withdrawalSummary } from './withdrawal';
export { confirmWithdrawal, forgetWithdrawnIdentities, WITHDRAWAL_LINK_LIMIT } from './withdrawal-close';
