import * as z from 'zod/mini';
import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX, CONTENT_SORTS } from '../../src/domain/catalog';
import { CONTENT_LISTS } from '../../src/domain/enums';
import { idText, text } from '../../src/domain/text';

/**
 * Query parameters shared by the catalogue groups. A query string holds strings only, so numbers are parsed from
 * digits by a strict pattern (no `+1`, `1e3`, ` 1` or `0x10`) and enums match exactly.
 */
export const pageSize = z._default(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,2}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.lte(CONTENT_PAGE_SIZE_MAX)),
    ),
  ),
  CONTENT_PAGE_SIZE,
);
/** The opaque page cursors the API hands out are base64url. */
export const cursor = z.optional(text({ min: 1, max: 64 }).check(z.regex(/^[A-Za-z0-9_-]+$/)));
export const contentIdQuery = idText;

export const listQuery = z.object({
  list: z.enum(CONTENT_LISTS),
  sort: z._default(z.enum(CONTENT_SORTS), 'POPULAR'),
  cursor,
  size: pageSize,
});
