/**
 * Who is asking: access and refresh tokens, sessions and their ends, the active reader, the terms-consent gate. Used
 * by every domain that reads a reader. Routes: server/routes/auth. SPA: src/session, src/auth-client.
 *
 * The public face of this domain: code outside server/services/session/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export {
  type AudienceUser,
  authenticate,
  isSessionLive,
  liveRefreshTokenExpiry,
  probeSession,
  requireTermsConsent,
  sessionColumns,
} from './session-check';
export {
  forgetEndedSessions,
  logout,
  refreshSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  rotate,
  startSession,
  withRefreshToken,
} from './sessions';
export { loadActiveUser, setAdultToggle, setBlToggle, toUserWire } from './user-profile';
