import { WithdrawalScreen } from '@/features/withdrawal';
import { t } from '@/i18n/ns/withdrawal';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/my/withdrawal` (signed in): losses, reason and the request that mails the confirmation link. */
export function Component() {
  return (
    <>
      <PageHeader title={t('withdrawal.title')} backTo={paths.my.href()} />
      <WithdrawalScreen myHref={paths.my.href()} />
    </>
  );
}
