import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';
import { transferTabs } from './section-tabs';

export function Component() {
  return (
    <SectionFrame
      title={t('pages.transfer.status.title')}
      empty={t('pages.transfer.status.empty')}
      tabs={transferTabs()}
      action={<Link to={paths.transferNote.href()}>{t('pages.transfer.toNote')}</Link>}
    />
  );
}
