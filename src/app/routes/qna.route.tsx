import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.qna.title')}
      empty={t('pages.qna.empty')}
      action={<Link to={paths.qnaRegister.href()}>{t('pages.qna.toRegister')}</Link>}
    />
  );
}
