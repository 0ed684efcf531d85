import { useRef, useState } from 'react';
import { apiErrorOf, call } from '@/api';
import { rootApi } from '@/api/root-api';
import { env } from '@/config/env';
import type { InquiryPage, InquiryWire } from '@/domain/inquiry';
import { useAppDispatch } from '@/session';

/**
 * The qna group (spec §7): pages of the reader's inquiries, newest first. Sending goes through `call()` with a
 * FormData body instead of an RTK Query mutation: the files stay out of the store, and the call layer still adds the
 * headers and refreshes once on NEED_TO_REFRESH.
 */
export const inquiryApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    inquiryPage: build.query<InquiryPage, { reader: string; page: number }>({
      query: ({ page }) => ({ group: 'backend', path: 'qna', searchParams: { page } }),
      providesTags: ['Inquiry'],
    }),
  }),
});

export const { useInquiryPageQuery } = inquiryApi;

export interface InquiryDraft {
  category: string;
  title: string;
  content: string;
  images: readonly File[];
}

/** The multipart body of `POST /qna`: the three fields and each image under `images`. */
export function inquiryFormData(draft: InquiryDraft): FormData {
  const form = new FormData();
  form.append('category', draft.category);
  form.append('title', draft.title);
  form.append('content', draft.content);
  for (const image of draft.images) form.append('images', image, image.name);
  return form;
}

/** Sends an inquiry; answers it, or the refusal's code. One send at a time: a second press while sending is ignored. */
export function useSendInquiry() {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  /** Null when a send is already under way: a second press before the button shows it is busy sends nothing. */
  async function send(
    draft: InquiryDraft,
  ): Promise<{ ok: true; inquiry: InquiryWire } | { ok: false; code: string } | null> {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    try {
      const inquiry = await call<InquiryWire>('backend', 'post', 'qna', { body: inquiryFormData(draft) });
      dispatch(rootApi.util.invalidateTags(['Inquiry']));
      return { ok: true, inquiry };
    } catch (error) {
      return { ok: false, code: apiErrorOf(error).code };
    } finally {
      busy.current = false;
      setSending(false);
    }
  }
  return { send, sending };
}

/**
 * An image URL of the API (a signed path under the backend group) as the browser loads it: against the backend's
 * origin, which is the page's own unless the bundle calls an API on another host.
 */
export function imageSrc(url: string): string {
  return new URL(url, new URL(env.serviceUrls.backend, window.location.href)).toString();
}
