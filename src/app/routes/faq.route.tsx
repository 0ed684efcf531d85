import platform from '@platform';
import { FaqScreen } from '@/features/help';
import { paths } from '../paths';

/**
 * `/faq`: the FAQ with its search. The German variant serves only its whitelist, and the inquiry is not on it, so
 * there the FAQ offers no link that would only land on the transfer note.
 */
const inquiryHref = platform.transferOnly && !paths.qna.transfer ? null : paths.qna.href();

export function Component() {
  return <FaqScreen inquiryHref={inquiryHref} />;
}
