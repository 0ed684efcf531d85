import { INQUIRY_CATEGORIES, INQUIRY_IMAGE_MAX_BYTES, INQUIRY_IMAGE_MAX_COUNT } from '@/domain/help';
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, sniffImageType } from '@/domain/inquiry';
import { isCleanText } from '@/domain/text';
import type { MessageKey } from '@/i18n';

export interface InquiryValues {
  category: string;
  title: string;
  content: string;
}

export type InquiryErrors = Partial<Record<keyof InquiryValues, MessageKey<'inquiry'>>>;

/** The API's rules for the text fields (server/routes/qna/qna-form.ts), checked before anything is uploaded. */
export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!(INQUIRY_CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'inquiry.check.category';
  if (values.title.trim() === '' || values.title.length > INQUIRY_TITLE_MAX) errors.title = 'inquiry.check.title';
  else if (!isCleanText(values.title)) errors.title = 'inquiry.check.text';
  if (values.content.trim() === '' || values.content.length > INQUIRY_CONTENT_MAX)
    errors.content = 'inquiry.check.content';
  else if (!isCleanText(values.content, true)) errors.content = 'inquiry.check.text';
  return errors;
}

/** The first bytes of a file (FileReader: every browser, and the test DOM, which lacks Blob.arrayBuffer). */
function head(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

export type ImageRefusal = 'TOO_MANY_IMAGES' | 'IMAGE_TOO_LARGE' | 'INVALID_IMAGE';

/**
 * Spec §5 before the upload, with the API's codes (whose messages the errors namespace has): at most 3 images in
 * all, each at most 3 MB, and each a JPEG, PNG, WebP or GIF by its first bytes, whatever its name says. A refused
 * choice adds none of its files.
 */
export async function checkImages(kept: readonly File[], added: readonly File[]): Promise<ImageRefusal | null> {
  if (kept.length + added.length > INQUIRY_IMAGE_MAX_COUNT) return 'TOO_MANY_IMAGES';
  if (added.some((file) => file.size > INQUIRY_IMAGE_MAX_BYTES)) return 'IMAGE_TOO_LARGE';
  for (const file of added) {
    const bytes = await head(file).catch(() => new Uint8Array());
    if (sniffImageType(bytes) === null) return 'INVALID_IMAGE';
  }
  return null;
}
