import { env } from '@/config/env';
import { TransferConfirm, TransferLogout } from '@/features/transfer';
import { t } from '@/i18n/ns/transfer';
import { paths } from '../paths';
import { useLogoutAndLeave } from './use-logout';

/** `/transfer/apply/confirm` (signed in, issue 5): what moves, the terms, and the request; after the deadline, the refusal. */
export function Component() {
  const onLogout = useLogoutAndLeave();
  return (
    <>
      <TransferConfirm
        title={t('pages.transfer.confirm.title')}
        endedTitle={t('transfer.closed.title')}
        backTo={paths.transferNote.href()}
        statusHref={paths.transferStatus.href()}
        noteHref={paths.transferNote.href()}
        termsHref={paths.policy.href()}
        privacyHref={paths.privacy.href()}
        meServiceUrl={env.meServiceUrl}
      />
      <TransferLogout onLogout={onLogout} />
    </>
  );
}
