import { and, desc, eq, ne } from 'drizzle-orm';
import { platforms, type PlatformConfig } from '../../../platforms';
import { REREGISTER_BLOCK_DAYS, SIGNUP_EVENT_COINS } from '../../../src/domain/constants';
import type { PlatformId } from '../../../src/domain/enums';
import { isCurrentTerms, TERMS_VERSION } from '../../../src/domain/legal';
import { birthdayPasses } from '../../../src/domain/rules/adult';
import { isDeniedEmailDomain, isWellFormedEmail, normalizeEmail } from '../../../src/domain/rules/email';
import { isValidPassword } from '../../../src/domain/rules/password';
import type { ChangePasswordRequest, SignInRequest, SignUpRequest } from '../../../src/domain/schemas';
import type { SignInResult, TokenPair } from '../../../src/domain/user';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { queueMail, signUpMail } from '../../mail';
import { ApiFailure } from '../../lib/http';
import { countSignInFailure } from '../../lib/metrics';
import { hashPassword, verifyPassword } from '../../lib/password';
import { NEW_ACCOUNT_PUSH } from '../alarm';
import { accountAtAddress, type Attempt, GUESS_LIMITS, ipSubject, reserveAttempt } from '../limits';
import { replacePassword } from './password-reset';
import { loadActiveUser, rotate, startSession, withRefreshToken } from '../session';
import { queueConversion, registrationAct } from '../signals';
import { checkedPhone, isPhoneTaken } from './phone-codes';
import { mailAuthPath } from './signup-event';

const DAY_MS = 24 * 60 * 60 * 1000;

function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isWellFormedEmail(email)) throw new ApiFailure('INVALID_MAIL_FORM');
  return email;
}

/** Accounts belong to one platform: a 'de' and a 'me' account may share an address (the account transfer). */
async function latestClosedAccount(executor: Executor, email: string, platform: PlatformId) {
  const [row] = await executor
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.email, email), eq(users.platform, platform), ne(users.status, 'ACTIVE')))
    .orderBy(desc(users.deletedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Sign-up by e-mail to the account of the deployment's platform (never the client's X-Platform): rules of spec §5,
 * ALREADY_USED_EMAIL, DELETED_USER for REREGISTER_BLOCK_DAYS; no coins here. The reader must have agreed to the terms
 * in force (TERMS_REQUIRED otherwise); the version and the time are recorded on the account. The transfer-only (German) deployment
 * takes none (SIGN_UP_CLOSED): its readers move to 'me', where new readers sign up.
 */
export async function signUp(deps: AppDeps, input: SignUpRequest): Promise<SignInResult> {
  const { platform } = deps.config;
  if (platforms[platform].transferOnly) throw new ApiFailure('SIGN_UP_CLOSED');
  if (!isCurrentTerms(input.termsVersion)) throw new ApiFailure('TERMS_REQUIRED');
  const email = checkedEmail(input.email);
  if (isDeniedEmailDomain(email)) throw new ApiFailure('INVALID_EMAIL');
  if (!isValidPassword(input.password)) throw new ApiFailure('INVALID_PW_REGEX');
  const nickname = input.nickname?.trim() || email.slice(0, email.indexOf('@')).slice(0, 30);
  const phone = input.phone?.trim() ? checkedPhone(deps, input.phone) : null;
  const passwordHash = await hashPassword(input.password);
  const now = await deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [active] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.platform, platform), eq(users.status, 'ACTIVE')));
      if (active) throw new ApiFailure('ALREADY_USED_EMAIL');
      if (phone && (await isPhoneTaken(tx, platform, phone))) throw new ApiFailure('ALREADY_USED_PHONE');
      const closed = await latestClosedAccount(tx, email, platform);
      if (closed?.deletedAt && now.getTime() - closed.deletedAt.getTime() < REREGISTER_BLOCK_DAYS * DAY_MS) {
        throw new ApiFailure('DELETED_USER');
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          nickname,
          phone,
          isAgreeMail: input.isAgreeMail ?? false,
          isAgreeAdTracking: input.isAgreeAdTracking ?? false,
          ...NEW_ACCOUNT_PUSH,
          marketingCode: input.marketingCode ?? null,
          termsVersion: TERMS_VERSION,
          termsAgreedAt: now,
          platform,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('User insert returned nothing.');
      const { refreshTokenId: _r, sessionId: _s, ...pair } = await startSession(tx, deps.config.authSecret, user, now);
      await queueConversion(tx, registrationAct(user.id, now), now);
      await queueMail(deps, tx, {
        to: email,
        type: 'SIGN_UP',
        path: mailAuthPath(deps.config.authSecret, user.id),
        meta: { userId: String(user.id) },
        now,
        render: (locale, link) => signUpMail(locale, { nickname, email, coins: SIGNUP_EVENT_COINS, link }),
      });
      return { ...pair, isSignUp: true, userId: user.id, isMigrate: false };
    });
  } catch (error) {
    // Two sign-ups racing for one address (or number): the partial unique indexes let only one through.
    if (isUniqueViolation(error)) {
      throw new ApiFailure(
        phone && (await isPhoneTaken(deps.db, platform, phone)) ? 'ALREADY_USED_PHONE' : 'ALREADY_USED_EMAIL',
      );
    }
    throw error;
  }
}

/** Who is signing in, as far as the limits care: the client's address (`clientIp`). */
export interface SignInClient {
  ip: string;
  /** The guest's marketing code (its cookie, spec §6), checked; a first social sign-in stores it as sign-up does. */
  marketingCode?: string | null;
}

/**
 * Sign-in by e-mail and password to the served platform's account, under two limits (the "login endpoint protection"
 * scheme): failures per client address in a day, whatever account (TOO_MANY_REQUESTS), and consecutive failures per
 * account and address (EXCEED_AUTH_COUNT). Each attempt is taken from both before the password is checked (the argon2
 * check is slow, so a counter written after it would let a parallel burst through); the right password clears the
 * pair and gives the address its attempt back. A stranger's failures thus lock only the stranger's address out.
 */
export async function signIn(deps: AppDeps, input: SignInRequest, client: SignInClient): Promise<SignInResult> {
  const email = checkedEmail(input.email);
  const platform = deps.config.platform;
  const now = await deps.clock.now();
  const byIp = await reserveAttempt(deps.db, GUESS_LIMITS.signInIp, ipSubject(client.ip), now);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.platform, platform), eq(users.status, 'ACTIVE')));
  if (!user) {
    const withdrawn = Boolean(await latestClosedAccount(deps.db, email, platform));
    countSignInFailure(withdrawn ? 'withdrawn' : 'unknown_account');
    throw new ApiFailure(withdrawn ? 'WITHDRAWAL' : 'NOT_REGISTERED_USER');
  }
  let byPair: Attempt;
  try {
    byPair = await reserveAttempt(deps.db, GUESS_LIMITS.signInPair, accountAtAddress(user.id, client.ip), now);
  } catch (error) {
    // Refused before any password was checked: not a guess of this address.
    await byIp.giveBack();
    throw error;
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    countSignInFailure('wrong_password');
    throw new ApiFailure('INCORRECT_PASSWORD');
  }
  await byPair.clear();
  await byIp.giveBack();
  return deps.db.transaction(async (tx) => {
    const { refreshTokenId: _r, sessionId: _s, ...pair } = await startSession(tx, deps.config.authSecret, user, now);
    return { ...pair, isSignUp: false, userId: user.id, isMigrate: false };
  });
}

/**
 * Change password (signed in). Order of checks: the old password (limited per account, EXCEED_AUTH_COUNT), then
 * sameness, then the one password policy (`isValidPassword`, INVALID_PW_REGEX), so that a user re-entering the current password
 * hears EQUAL_PASSWORD. The change ends every other session of the account (whoever else holds one may be the
 * reason for the change); the session that made it goes on.
 */
export async function changePassword(
  deps: AppDeps,
  signedIn: { userId: number; sessionId: string },
  input: ChangePasswordRequest,
): Promise<void> {
  const { userId } = signedIn;
  const user = await loadActiveUser(deps.db, userId);
  if (!user.passwordHash) throw new ApiFailure('INVALID_PARAMETER');
  // A stolen session must not become a password oracle: the old password is limited like a sign-in.
  const attempt = await reserveAttempt(deps.db, GUESS_LIMITS.passwordChange, user.id, await deps.clock.now());
  // 400, not 401: the caller is signed in; a 401 would read as "session gone" to the client.
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ApiFailure('INCORRECT_PASSWORD', 400);
  await attempt.clear();
  if (input.newPassword === input.oldPassword) throw new ApiFailure('EQUAL_PASSWORD');
  if (!isValidPassword(input.newPassword)) throw new ApiFailure('INVALID_PW_REGEX');
  const passwordHash = await hashPassword(input.newPassword);
  const now = await deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash, { end: 'OTHERS', keep: signedIn.sessionId }, now);
  });
}

/** Why a birth date was refused; the client turns each into the "check your birth date" message of spec §5. */
export type BirthDateProblem = 'REQUIRED' | 'INVALID_DATE' | 'UNDER_AGE';

/** INVALID_PARAMETER naming the field and the reason, so that a client can say what to correct. */
export class BirthDateRefused extends ApiFailure {
  readonly field = 'birthedAt';
  constructor(readonly reason: BirthDateProblem) {
    super('INVALID_PARAMETER', 400);
    this.name = 'BirthDateRefused';
  }
}

/** The calendar date (yyyy-MM-dd) an instant falls on in a time zone: "today" for the platform's readers. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real day of the Gregorian calendar written yyyy-MM-dd, from 1900 on (31 February and 2023-13-01 are not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The birth date an adult verification stores. Birthday platforms (spec §4 "birthday mode") need one; elsewhere the
 * reader's "yes" stands, checked against a date when one is sent or stored. Age is counted on the platform's today.
 */
function acceptedBirthDate(birthedAt: string | null, platform: PlatformConfig, today: string): string | null {
  if (birthedAt === null) {
    if (platform.adultCheckType === 'BIRTHDAY' || platform.birthDateRequired) throw new BirthDateRefused('REQUIRED');
    return null;
  }
  if (!isCalendarDate(birthedAt) || birthedAt > today) throw new BirthDateRefused('INVALID_DATE');
  if (!birthdayPasses(birthedAt, today, platform.adultAgeLimit)) throw new BirthDateRefused('UNDER_AGE');
  return birthedAt;
}

/**
 * PUT /user action ADULT (spec §4, §7): checks the birth date, marks the reader adult with adult content shown, and
 * answers a new token pair. The refresh token sent along is rotated as /auth/refresh does, in the same transaction,
 * so a refused token changes nothing; a rotated-out one presented again ends its session, as on /auth/refresh.
 */
export async function verifyAdult(
  deps: AppDeps,
  userId: number,
  input: { birthedAt?: string | null | undefined; refreshToken: string },
): Promise<TokenPair> {
  const platform = platforms[deps.config.platform];
  const now = await deps.clock.now();
  const user = await loadActiveUser(deps.db, userId);
  const birthedAt = acceptedBirthDate(
    input.birthedAt ?? user.birthedAt,
    platform,
    calendarDateIn(platform.timeZone, now),
  );
  return withRefreshToken(deps, input.refreshToken, async (tx, live) => {
    if (live.token.userId !== user.id) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    // Asking to see an adult title is what brought the reader here, so adult content is switched on with it.
    await tx
      .update(users)
      .set({ isAdult: true, isAdultToggle: true, birthedAt, updatedAt: now })
      .where(eq(users.id, user.id));
    const { refreshTokenId: _r, sessionId: _s, ...pair } = await rotate(tx, deps, live, user, now);
    return pair;
  });
}
