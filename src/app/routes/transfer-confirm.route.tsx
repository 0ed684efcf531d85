import { TransferConfirm } from '@/features/transfer';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/transfer/apply/confirm` (signed in, issue 5): what moves, the terms, and the request. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.transfer.confirm.title')} backTo={paths.transferNote.href()} />
      <TransferConfirm
        statusHref={paths.transferStatus.href()}
        noteHref={paths.transferNote.href()}
        termsHref={paths.policy.href()}
        privacyHref={paths.privacy.href()}
      />
    </>
  );
}
