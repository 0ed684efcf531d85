import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.qnaRegister.title')}
      empty={t('pages.qnaRegister.empty')}
      backTo={paths.qna.href()}
      action={<Link to={paths.faq.href()}>{t('pages.qnaRegister.toFaq')}</Link>}
    />
  );
}
