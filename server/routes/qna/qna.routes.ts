import { Hono } from 'hono';
import * as z from 'zod/mini';
import { INQUIRY_DAILY_LIMIT } from '../../../src/domain/help';
import { INQUIRY_PAGE_SIZE } from '../../../src/domain/inquiry';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure, fail, idParam, ok, readQuery } from '../../lib/http';
import { requireUser } from '../../lib/request-info';
import { uploadHeaders } from '../../lib/upload-headers';
import {
  checkUploads,
  createInquiry,
  IMAGE_KEY,
  imageByKey,
  isValidImageSignature,
  listInquiries,
  readInquiry,
  readStoredImage,
  sentToday,
  storeImages,
} from '../../services/help';
import { readInquiryForm } from './qna-form';

const pageQuery = z.object({
  page: z._default(
    z.pipe(
      z.string().check(z.regex(/^(0|[1-9]\d{0,3})$/)),
      z.transform((value: string) => Number(value)),
    ),
    0,
  ),
});
const imageQuery = z.object({
  expires: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,11}$/)),
    z.transform((value: string) => Number(value)),
  ),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * Backend `/qna*` (spec §7 group `qna`): the reader's 1:1 inquiries with up to three images (multipart), their list
 * and one of them, and the signed image URLs the list hands out (no bearer token: an <img> cannot send one).
 */
export function qnaRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Registered before the bearer guard: the signature is the permission. The key is checked for its shape before
      // anything else, so that nothing a client sends is ever more than a value looked up in the database.
      .get('/image/:key', async (c) => {
        const key = c.req.param('key');
        const query = imageQuery.safeParse(c.req.query());
        const now = await deps.clock.now();
        if (
          !IMAGE_KEY.test(key) ||
          !query.success ||
          !isValidImageSignature(deps.config.authSecret, { key, ...query.data }, now)
        )
          return fail(c, 404, 'NOT_EXIST');
        const image = await imageByKey(deps.db, key);
        const body = image ? await readStoredImage(deps.media, image.path) : null;
        if (!image || !body) return fail(c, 404, 'NOT_EXIST');
        return c.body(
          new Uint8Array(body),
          200,
          uploadHeaders({
            contentType: 'image/webp',
            filename: `inquiry-${image.position + 1}.webp`,
            maxAgeSeconds: query.data.expires - Math.ceil(now.getTime() / 1000),
          }),
        );
      })
      // Any other path under /image (the retired /image/{id}/{position}, a key with a slash in it) is no image either,
      // rather than a request for the bearer token.
      .get('/image/*', (c) => fail(c, 404, 'NOT_EXIST'))
      .use(requireUser(deps))
      .post('/', async (c) => {
        const { fields, files } = await readInquiryForm(c);
        const user = c.var.user;
        if (!user) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
        // A quick refusal before any image is decoded; the count that counts is taken again under the lock.
        const now = await deps.clock.now();
        if ((await sentToday(deps.db, user.id, user.platform, now)) >= INQUIRY_DAILY_LIMIT)
          throw new ApiFailure('LIMIT_QNA_COUNT');
        const stored = await storeImages(deps.media, await checkUploads(files));
        const inquiry = { userId: user.id, platform: user.platform, ...fields };
        const row = await createInquiry(deps.db, deps.media, inquiry, stored, now);
        return ok(c, await readInquiry(deps.db, user.id, row.id, deps.config.authSecret, now));
      })
      .get('/', async (c) => {
        const { page } = readQuery(c, pageQuery);
        const now = await deps.clock.now();
        const size = INQUIRY_PAGE_SIZE;
        return ok(c, await listInquiries(deps.db, c.var.userId, { page, size }, deps.config.authSecret, now));
      })
      .get('/:id', async (c) => {
        const id = idParam(c);
        return ok(c, await readInquiry(deps.db, c.var.userId, id, deps.config.authSecret, await deps.clock.now()));
      })
  );
}
