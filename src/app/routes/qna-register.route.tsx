import { useNavigate } from 'react-router-dom';
import { InquiryRegisterScreen } from '@/features/inquiry';
import { t } from '@/i18n/ns/inquiry';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/qna/register` (signed in): the inquiry form; once sent, the list with the new inquiry open. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('inquiry.registerTitle')} backTo={paths.qna.href()} />
      <InquiryRegisterScreen
        faqHref={paths.faq.href()}
        onSent={(inquiry) => void navigate(paths.qna.href(), { replace: true, state: { sentId: inquiry.id } })}
      />
    </>
  );
}
