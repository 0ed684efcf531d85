import { TransferWrong } from '@/features/transfer';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/transfer/apply/wrong` (issue 5): a transfer step opened the wrong way, with the way back to the start. */
export function Component() {
  return (
    <>
      <PageHeader title={t('pages.transfer.wrong.title')} backTo={paths.transferNote.href()} />
      <TransferWrong noteHref={paths.transferNote.href()} />
    </>
  );
}
