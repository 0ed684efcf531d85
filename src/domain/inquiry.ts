/**
 * The 1:1 inquiry's wire types and field bounds (spec §3 inquiry form, §5, §9): shared by the SPA's form checks and
 * the API's validation. The constants of the category, the daily limit and the image limits live in ./help.
 */
import type { InquiryCategory, InquiryStatus } from './help';

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENT_MAX = 2000;
/** Inquiries per page of `GET /qna`. */
export const INQUIRY_PAGE_SIZE = 10;

/** The image types accepted, judged by the file's content (the API re-encodes every one to WebP). */
export const INQUIRY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** An attached image: a short-lived signed URL (a path under the backend group) and its size after re-encoding. */
export interface InquiryImageWire {
  url: string;
  width: number;
  height: number;
}

/** One inquiry as `GET /qna` and `POST /qna` answer it; times are epoch milliseconds. */
export interface InquiryWire {
  id: number;
  category: InquiryCategory;
  title: string;
  content: string;
  status: InquiryStatus;
  answer: string | null;
  answeredAt: number | null;
  createdAt: number;
  images: InquiryImageWire[];
}

export interface InquiryPage {
  items: InquiryWire[];
  page: number;
  size: number;
  hasNext: boolean;
}

/** The first bytes of each accepted type: a renamed text file or an SVG has none of them. */
export function sniffImageType(head: Uint8Array): (typeof INQUIRY_IMAGE_TYPES)[number] | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
