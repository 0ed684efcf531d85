import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { users } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, ok, readJson } from '../../lib/http';
import { isKoreanIp, requireUser } from '../../lib/request-info';
import { BirthDateRefused, confirmSignUpMail, sendSignUpMail, verifyAdult } from '../../services/accounts';
import { authenticate, loadActiveUser, setAdultToggle, setBlToggle, toUserWire } from '../../services/session';
import { ipAddress, mailAuthRequest } from '../../../src/domain/schemas';
import { entityId, text } from '../../../src/domain/text';
import { idempotentReply } from '../idempotent-reply';
import { answerProfileAction, profileActionRequest } from './profile-actions';

const frontUserRequest = z.object({ token: text({ max: 2048 }) });
/** PUT /user: ADULT here, MAIL and PROFILE in profile-actions.ts; each answers new tokens. */
const adultRequest = z.object({
  action: z.literal('ADULT'),
  verifyAdultRequest: z.object({ birthedAt: z.nullish(text({ max: 32 })) }),
  refreshToken: text({ min: 1, max: 256 }),
});
const updateUserRequest = z.union([adultRequest, profileActionRequest]);
const mailAuthSendRequest = z.object({ userId: entityId });
const directUserRequest = z.object({ ipV4: z.optional(ipAddress) });

/** `true` or `false` from the path; anything else is INVALID_PARAMETER. */
function flagParam(c: Context<AppEnv>): boolean {
  const value = c.req.param('value');
  if (value !== 'true' && value !== 'false') throw new ApiFailure('INVALID_PARAMETER');
  return value === 'true';
}

/**
 * Front `/user`: `POST /user` reads the user with the access token in the body (the SPA's server-side user data
 * wrapper); the bearer calls change it: adult verification, mail agreement and nickname (`PUT /user`) and the adult and BL switches.
 */
export function frontUserRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post('/user', async (c) => {
        const body = await readJson(c, frontUserRequest);
        return ok(c, toUserWire((await authenticate(deps, body.token)).user));
      })
      .put('/user', requireUser(deps), async (c) => {
        const body = await readJson(c, updateUserRequest);
        if (body.action !== 'ADULT') return answerProfileAction(c, deps, body);
        try {
          const { birthedAt } = body.verifyAdultRequest;
          return ok(c, await verifyAdult(deps, c.var.userId, { birthedAt, refreshToken: body.refreshToken }));
        } catch (error) {
          if (!(error instanceof BirthDateRefused)) throw error;
          const { code, field, reason } = error;
          return c.json({ result: 'FAIL' as const, error: { code, field, reason } }, error.status);
        }
      })
      .put('/user/adult/toggle/:value', requireUser(deps), async (c) => {
        const value = flagParam(c);
        return ok(c, { isAdultToggle: await setAdultToggle(deps, c.var.userId, value) });
      })
      .put('/user/BL/toggle/:value', requireUser(deps), async (c) => {
        const value = flagParam(c);
        return ok(c, { isBlToggle: await setBlToggle(deps, c.var.userId, value) });
      })
      // Spec §7 `POST /user/mail/auth {userId}`: (re)sends the sign-up confirmation mail of the sign-up event.
      .post('/user/mail/auth', requireUser(deps), async (c) => {
        const body = await readJson(c, mailAuthSendRequest);
        if (body.userId !== c.var.userId) throw new ApiFailure('INVALID_USER');
        await sendSignUpMail(deps, deps.db, c.var.userId, await deps.clock.now());
        return ok(c, { sent: true });
      })
      // The mail's link, opened on the event page: 10 free coins once (ALREADY_AUTH_MAIL, INVALID_USER).
      .post('/user/mail/auth/confirm', requireUser(deps), async (c) => {
        const body = await readJson(c, mailAuthRequest);
        return idempotentReply(c, deps, body, (tx, now) =>
          confirmSignUpMail(tx, deps.config.authSecret, c.var.userId, body, now),
        );
      })
  );
}

/**
 * Direct `POST /user` (bearer): the user. A Korean ipV4 the client reports marks the reader a Korean-IP user (spec §4);
 * a reported address never clears the mark, since that would let a reader in Korea skip the Korean adult verification
 * by reporting another address: only the server's own view of the caller (`GET /auth/ip-kr`) clears it.
 */
export function directUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/user', requireUser(deps), async (c) => {
    const body = await readJson(c, directUserRequest);
    let user = await loadActiveUser(deps.db, c.var.userId);
    if (body.ipV4 && !user.isKrIpUser && isKoreanIp(body.ipV4, deps.config.krIpPrefixes)) {
      const [updated] = await deps.db.update(users).set({ isKrIpUser: true }).where(eq(users.id, user.id)).returning();
      user = updated ?? user;
    }
    return ok(c, toUserWire(user));
  });
}
