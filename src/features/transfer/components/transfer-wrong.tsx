import { t } from '@/i18n/ns/transfer';
import { EmptyState } from '@/ui';
import { LinkButton } from '@/ui/link-button';

/** `/transfer/apply/wrong`: a step opened out of order, without login, or with someone else's link; back to the start. */
export function TransferWrong({ noteHref }: { noteHref: string }) {
  return (
    <EmptyState
      title={t('transfer.wrong.heading')}
      description={t('transfer.wrong.text')}
      action={<LinkButton to={noteHref}>{t('transfer.wrong.toNote')}</LinkButton>}
    />
  );
}
