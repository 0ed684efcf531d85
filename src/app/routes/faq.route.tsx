import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.faq.title')}
      empty={t('pages.faq.empty')}
      action={<Link to={paths.qna.href()}>{t('pages.faq.toQna')}</Link>}
    />
  );
}
