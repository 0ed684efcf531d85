import * as z from 'zod/mini';
import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX, CONTENT_SORTS } from '../../src/domain/catalog';
import { CONTENT_LISTS } from '../../src/domain/enums';

/** Query parameters shared by the catalogue groups. */
export const pageSize = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(CONTENT_PAGE_SIZE_MAX)),
  CONTENT_PAGE_SIZE,
);
export const cursor = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));
export const contentId = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

export const listQuery = z.object({
  list: z.enum(CONTENT_LISTS),
  sort: z._default(z.enum(CONTENT_SORTS), 'POPULAR'),
  cursor,
  size: pageSize,
});
