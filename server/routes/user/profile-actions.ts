import type { Context } from 'hono';
import * as z from 'zod/mini';
import { adTrackingUpdateRequest, mailUpdateRequest, profileUpdateRequest } from '../../../src/domain/profile';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ok } from '../../lib/http';
import { changeProfile } from '../../services/accounts';

/** The `PUT /user` actions of the settings screens: MAIL, AD_TRACKING and PROFILE (ADULT stays in user.routes.ts). */
export const profileActionRequest = z.union([mailUpdateRequest, adTrackingUpdateRequest, profileUpdateRequest]);
export type ProfileActionRequest = z.infer<typeof profileActionRequest>;

/** Applies MAIL, AD_TRACKING or PROFILE for the signed-in reader and answers the new pair of tokens (authResponse). */
export async function answerProfileAction(c: Context<AppEnv>, deps: AppDeps, body: ProfileActionRequest) {
  const change =
    body.action === 'MAIL'
      ? body.agreeMailRequest
      : body.action === 'AD_TRACKING'
        ? body.adTrackingRequest
        : { nickname: body.profileRequest.nickname };
  return ok(c, await changeProfile(deps, c.var.userId, change, body.refreshToken));
}
