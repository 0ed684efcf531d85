import { TRANSFER_DEADLINE_ISO } from '@/domain/constants';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { SectionFrame } from '../shell/section-frame';
import { transferTabs } from './section-tabs';

/** The transfer note states the deadline and duration of spec §4; the transfer itself arrives with issue 5. */
export function Component() {
  return (
    <SectionFrame
      title={t('pages.transfer.note.title')}
      empty={t('pages.transfer.note.heading')}
      description={t('pages.transfer.note.description', { deadline: formatDateTime(TRANSFER_DEADLINE_ISO) })}
      tabs={transferTabs()}
      backTo={paths.transferNote.href()}
      action={<Link to={paths.login.href(paths.transferConfirm.href())}>{t('pages.transfer.login.toLogin')}</Link>}
    />
  );
}
