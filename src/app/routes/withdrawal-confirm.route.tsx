import { useSearchParams } from 'react-router-dom';
import { WithdrawalConfirm } from '@/features/withdrawal';
import { t } from '@/i18n/ns/withdrawal';
import { logout, useAppDispatch } from '@/session';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/mail/withdrawal?token=` (the mailed link): closes the account, then signs this browser out. */
export function Component() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  return (
    <>
      <PageHeader title={t('withdrawal.confirm.title')} />
      <WithdrawalConfirm
        token={params.get('token')}
        onWithdrawn={() => dispatch(logout())}
        homeHref={paths.main.href()}
        myHref={paths.my.href()}
      />
    </>
  );
}
