import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.notice.title')}
      empty={t('pages.notice.detailEmpty')}
      backTo={paths.notice.href()}
      action={<Link to={paths.notice.href()}>{t('pages.notice.toList')}</Link>}
    />
  );
}
