import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.resetPassword.title')}
      empty={t('pages.resetPassword.empty')}
      description={t('pages.resetPassword.description')}
      action={<Link to={paths.login.href()}>{t('pages.resetPassword.toLogin')}</Link>}
    />
  );
}
