import { TransferConfirm, TransferLogout } from '@/features/transfer';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';
import { useLogoutAndLeave } from './use-logout';

/** `/transfer/apply/confirm` (signed in, issue 5): what moves, the terms, and the request. */
export function Component() {
  const onLogout = useLogoutAndLeave();
  return (
    <>
      <PageHeader title={t('pages.transfer.confirm.title')} backTo={paths.transferNote.href()} />
      <TransferConfirm
        statusHref={paths.transferStatus.href()}
        noteHref={paths.transferNote.href()}
        termsHref={paths.policy.href()}
        privacyHref={paths.privacy.href()}
      />
      <TransferLogout onLogout={onLogout} />
    </>
  );
}
