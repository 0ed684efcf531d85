import { env } from '@/config/env';
import { TransferLogout, TransferStatusView } from '@/features/transfer';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';
import { useLogoutAndLeave } from './use-logout';

/** `/transfer/apply/status` (signed in, issue 5): the reader's transfer, followed while it runs. */
export function Component() {
  const onLogout = useLogoutAndLeave();
  return (
    <>
      <PageHeader title={t('pages.transfer.status.title')} backTo={paths.transferNote.href()} />
      <TransferStatusView
        confirmHref={paths.transferConfirm.href()}
        noteHref={paths.transferNote.href()}
        meServiceUrl={env.meServiceUrl}
      />
      <TransferLogout onLogout={onLogout} />
    </>
  );
}
