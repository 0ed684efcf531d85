import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';
import { transferTabs } from './section-tabs';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.transfer.login.title')}
      empty={t('pages.transfer.login.empty')}
      tabs={transferTabs()}
      action={<Link to={paths.login.href(paths.transferConfirm.href())}>{t('pages.transfer.login.toLogin')}</Link>}
    />
  );
}
