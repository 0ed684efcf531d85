import { useLocation } from 'react-router-dom';
import { InquiryListScreen } from '@/features/inquiry';
import { t } from '@/i18n/ns/inquiry';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/qna` (signed in): the reader's 1:1 inquiries with their status and answers; after a send, the new one open. */
export function Component() {
  const state: unknown = useLocation().state;
  const sentId = typeof state === 'object' && state !== null && 'sentId' in state ? Number(state.sentId) : null;
  return (
    <>
      <PageHeader title={t('inquiry.listTitle')} backTo={paths.my.href()} />
      <InquiryListScreen registerHref={paths.qnaRegister.href()} faqHref={paths.faq.href()} openId={sentId} />
    </>
  );
}
