import type { AuthConfig } from '@auth/core';
import { AccessDenied, AuthError, CredentialsSignin, OAuthAccountNotLinked } from '@auth/core/errors';
import type { JWT } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import type { Provider } from '@auth/core/providers';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../src/domain/constants';
import { safeCallbackPath } from '../../src/domain/rules/callback-url';
import { LOGIN_ERROR_ROUTE, LOGIN_ROUTE } from '../../src/domain/rules/login';
import { signInRequest } from '../../src/domain/schemas';
import { isDatabaseUnavailable } from '../db/availability';
import type { AppDeps } from '../lib/deps';
import { ApiFailure } from '../lib/http';
import { logger, scrubText } from '../lib/log';
import { readAccessToken } from '../lib/tokens';
import { signIn, type SignInClient, signInSocial } from '../services/accounts';
import { isSessionLive, liveRefreshTokenExpiry, loadActiveUser, revokeSession } from '../services/session';
import { CatalogueSignin, isSignInCode } from './catalogue-signin';
import { FORM_POST_COOKIES } from './form-post';
import type { SocialOutcome } from './social-outcome';
import { socialProviders } from './social-providers';
import { toServiceSession, tokensOf, updatePairOf } from './session-token';

export const AUTH_BASE_PATH = '/api/auth';

/** Auth.js errors that only a client's request causes: a junk path, method or provider, no csrf token, a forged cookie. */
const CLIENT_CAUSED = new Set([
  'UnknownAction',
  'InvalidProvider',
  'MissingCSRF',
  'JWTSessionError',
  'InvalidCheck',
  'InvalidCallbackUrl',
  // A social sign-in refused by the reader at the provider, or by an account rule (SIGN_UP_CLOSED, not linked).
  'OAuthCallbackError',
  'AccessDenied',
  'OAuthAccountNotLinked',
]);

function isClientCaused(error: Error): error is AuthError {
  return error instanceof AuthError && CLIENT_CAUSED.has(error.type);
}

function credentialsProvider(deps: AppDeps, client: SignInClient): Provider {
  return Credentials({
    credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
    async authorize(credentials) {
      if (typeof credentials.email !== 'string' || typeof credentials.password !== 'string')
        throw new CatalogueSignin('INVALID_MAIL_FORM');
      const parsed = signInRequest.safeParse(credentials);
      if (!parsed.success) throw new CatalogueSignin('INVALID_PARAMETER');
      const { email, password } = parsed.data;
      try {
        const { isSignUp: _s, isMigrate: _m, userId, ...tokens } = await signIn(deps, { email, password }, client);
        const user = await loadActiveUser(deps.db, userId);
        return { id: String(userId), email: user.email, name: user.nickname, ...tokens };
      } catch (error) {
        if (error instanceof ApiFailure && isSignInCode(error.code)) throw new CatalogueSignin(error.code);
        if (isDatabaseUnavailable(error)) throw new CatalogueSignin('SERVICE_UNAVAILABLE');
        throw error;
      }
    },
  });
}

/** The session (refresh-token family) the cookie's access token belongs to, if the token is ours for this platform. */
async function cookieSession(deps: AppDeps, token: JWT) {
  const tokens = tokensOf(token);
  const claims = tokens ? await readAccessToken(deps.config.authSecret, tokens.accessToken) : null;
  if (!claims || claims.platform !== deps.config.platform || String(claims.userId) !== token.sub) return null;
  return claims;
}

/**
 * The new pair of an update is taken only if it is ours, of the cookie's own session, and its refresh token is live
 * (contract: token update); anything else leaves the session as it was.
 */
async function applyUpdate(deps: AppDeps, token: JWT, data: unknown): Promise<JWT> {
  const pair = updatePairOf(data);
  const current = await cookieSession(deps, token);
  const claims = pair ? await readAccessToken(deps.config.authSecret, pair.accessToken) : null;
  if (!pair || !claims || !current || claims.sessionId !== current.sessionId || claims.userId !== current.userId)
    return token;
  const refreshTokenExpiresAt = await liveRefreshTokenExpiry(deps, claims.sessionId, pair.refreshToken);
  if (refreshTokenExpiresAt === null) return token;
  return {
    ...token,
    accessToken: pair.accessToken,
    accessTokenExpiresAt: claims.expiresAt,
    refreshToken: pair.refreshToken,
    refreshTokenExpiresAt,
  };
}

/**
 * Fail closed: the cookie is a session only while its refresh token has not expired and the session it names is live
 * on this platform (an ended session, or another deployment's cookie on a shared host, clears the cookie).
 */
async function stillLive(deps: AppDeps, token: JWT): Promise<boolean> {
  const tokens = tokensOf(token);
  if (!tokens || tokens.refreshTokenExpiresAt <= (await deps.clock.now()).getTime()) return false;
  const claims = await cookieSession(deps, token);
  return claims !== null && (await isSessionLive(deps, claims.sessionId, claims.userId));
}

/**
 * The Auth.js configuration for one request: the credentials sign-in counts attempts per client address; a social
 * sign-in reports into `outcome` whether the account still has to consent to the terms or which rule refused it (see
 * social-outcome.ts). `formPost`: the request is a step of a provider that answers by a cross-site POST (form-post.ts).
 */
export function buildAuthConfig(
  deps: AppDeps,
  client: SignInClient,
  outcome: SocialOutcome = {},
  formPost = false,
): AuthConfig {
  const { config } = deps;
  return {
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    ...(formPost ? { cookies: FORM_POST_COOKIES } : {}),
    // Auth.js takes the site's URL from the request it is handed (auth.routes.ts rebuilds it from X-Forwarded-Proto
    // and -Host only behind a trusted proxy); trustHost only stops it refusing every request for want of AUTH_URL.
    trustHost: true,
    // Production cookies are Secure and __Secure- (__Host- for csrf) whatever the URL says; elsewhere an https URL
    // (a trusted proxy's X-Forwarded-Proto included) turns them on.
    ...(config.production ? { useSecureCookies: true } : {}),
    session: { strategy: 'jwt', maxAge: REFRESH_TOKEN_TTL_SECONDS },
    pages: { signIn: LOGIN_ROUTE, error: LOGIN_ERROR_ROUTE },
    providers: [credentialsProvider(deps, client), ...socialProviders(config)],
    logger: {
      // A refused sign-in is an answer, not a server fault: keep it out of the error log. Other refusals of what a
      // client sent (a junk path or method, a missing csrf token, a forged session cookie) are one line, no stack.
      error: (error) => {
        if (error instanceof CredentialsSignin) return;
        if (isClientCaused(error)) {
          if (!config.testMode)
            logger().warn(
              { type: error.type, reason: scrubText(error.message.split('\n')[0] ?? '').slice(0, 200) },
              'Auth.js: refused',
            );
          return;
        }
        logger().error({ err: error }, 'Auth.js failed');
      },
      warn: (code) => {
        if (!config.testMode) logger().warn({ code }, 'Auth.js warning');
      },
      debug: () => undefined,
    },
    events: {
      // Auth.js only clears the cookie; a copy of it (or of its tokens) must not outlive the sign-out.
      async signOut(message) {
        const claims = 'token' in message && message.token ? await cookieSession(deps, message.token) : null;
        if (claims) await revokeSession(deps.db, claims.sessionId, 'SIGN_OUT', await deps.clock.now());
      },
    },
    callbacks: {
      // The SPA's rule for where a callback may lead: a path of this site, else the site's root.
      redirect: ({ url, baseUrl }) => `${baseUrl}${safeCallbackPath(url, baseUrl, '')}`,
      async jwt({ token, user, account, trigger, session }) {
        let next = token;
        if (trigger === 'signIn' && account && account.provider !== 'credentials') {
          try {
            const profile = {
              provider: account.provider,
              snsId: account.providerAccountId,
              email: user?.email,
              name: user?.name,
            };
            const result = await signInSocial(deps, profile, config.platform, client.marketingCode ?? null);
            // From the account, not from whether this request made it: a reader who left the welcome step before
            // consenting is sent back to it on every sign-in until the consent is recorded.
            outcome.needsConsent = result.user.termsVersion === null;
            next = {
              ...token,
              sub: String(result.user.id),
              email: result.user.email,
              name: result.user.nickname,
              ...result.tokens,
            };
          } catch (error) {
            if (!(error instanceof ApiFailure)) throw error;
            outcome.code = error.code;
            // An address already used by another account is not linked (docs/decisions.md), as Auth.js does.
            if (error.code === 'ALREADY_USED_ANOTHER_PLATFORM') throw new OAuthAccountNotLinked(error.code);
            throw new AccessDenied(error.code);
          }
        } else if (trigger === 'signIn' && user) {
          next = { ...token, ...user, sub: user.id, name: user.name ?? user.email };
        } else if (trigger === 'update') {
          next = await applyUpdate(deps, token, session);
        }
        return (await stillLive(deps, next)) ? next : null;
      },
      session({ session, token }) {
        return toServiceSession(token, session.expires) ?? session;
      },
    },
  };
}
