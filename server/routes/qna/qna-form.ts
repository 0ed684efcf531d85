import type { Context } from 'hono';
import * as z from 'zod/mini';
import { INQUIRY_CATEGORIES } from '../../../src/domain/help';
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from '../../../src/domain/inquiry';
import { text } from '../../../src/domain/text';
import { ApiFailure } from '../../lib/http';

const notBlank = (value: string) => value.trim() !== '';
const fields = z.object({
  category: z.enum(INQUIRY_CATEGORIES),
  title: text({ min: 1, max: INQUIRY_TITLE_MAX }).check(z.refine(notBlank)),
  content: text({ min: 1, max: INQUIRY_CONTENT_MAX, multiline: true }).check(z.refine(notBlank)),
});
const TEXT_FIELDS = ['category', 'title', 'content'] as const;
const IMAGE_FIELD = 'images';

export type InquiryFields = z.infer<typeof fields>;

/**
 * Reads `POST /qna`'s multipart/form-data body (the app's body limit has already bounded it): exactly one value for
 * each text field, files only under `images`, and no other field. Anything else is INVALID_PARAMETER; a non-file
 * under `images` is INVALID_IMAGE.
 */
export async function readInquiryForm(c: Context): Promise<{ fields: InquiryFields; files: File[] }> {
  if (!/^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')) throw new ApiFailure('INVALID_PARAMETER');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiFailure('INVALID_PARAMETER');
  }
  const values: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    if (key === IMAGE_FIELD) continue;
    const all = form.getAll(key);
    const [value] = all;
    if (!(TEXT_FIELDS as readonly string[]).includes(key) || all.length !== 1 || typeof value !== 'string')
      throw new ApiFailure('INVALID_PARAMETER');
    // multipart/form-data writes line breaks as CRLF; the reader typed LF, and the bounds count what they typed.
    values[key] = value.replace(/\r\n?/g, '\n');
  }
  const parsed = fields.safeParse(values);
  if (!parsed.success) throw new ApiFailure('INVALID_PARAMETER');
  const images = form.getAll(IMAGE_FIELD);
  const files = images.filter((entry): entry is File => typeof entry !== 'string');
  if (files.length !== images.length) throw new ApiFailure('INVALID_IMAGE');
  return { fields: parsed.data, files };
}
