/**
 * Every limit on guessing or sending: one conditional upsert on rate_limits, refusals count for nothing,
 * Retry-After.
 *
 * The public face of this domain: code outside server/services/limits/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export {
  accountAtAddress,
  type Attempt,
  forgetAttemptsOf,
  forgetEndedWindows,
  GUESS_LIMITS,
  type GuessLimit,
  ipSubject,
  reserveAttempt,
} from './guess-limits';
