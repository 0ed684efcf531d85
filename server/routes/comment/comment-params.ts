import type { Context } from 'hono';
import * as z from 'zod/mini';
import { COMMENT_PAGE_SIZE, COMMENT_SORTS } from '../../../src/domain/comment';
import { idText } from '../../../src/domain/text';
import type { UserRow } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { bearerToken } from '../../lib/tokens';
import { type Audience, requestAudience } from '../../services/catalog';
import { cursor } from '../catalog-params';

/** Most comments one page may ask for. */
export const COMMENT_PAGE_SIZE_MAX = 50;

const size = z._default(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d?$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.lte(COMMENT_PAGE_SIZE_MAX)),
    ),
  ),
  COMMENT_PAGE_SIZE,
);

export const commentListQuery = z.object({
  episodeId: idText,
  sort: z._default(z.enum(COMMENT_SORTS), 'BEST'),
  cursor,
  size,
});
export const countQuery = z.object({ episodeId: idText });
export const replyListQuery = z.object({ commentId: idText, cursor, size });
export const pageQuery = z.object({ cursor, size });

/** Comments need login (spec §6): no bearer at all is NOT_LOGIN_USER, so the SPA shows its login prompt. */
export async function signedInAudience(c: Context<AppEnv>, deps: AppDeps): Promise<Audience & { user: UserRow }> {
  if (!bearerToken(c.req.header('authorization'))) throw new ApiFailure('NOT_LOGIN_USER');
  const audience = await requestAudience(c, deps);
  if (!audience.user) throw new ApiFailure('NOT_LOGIN_USER');
  return { ...audience, user: audience.user };
}
