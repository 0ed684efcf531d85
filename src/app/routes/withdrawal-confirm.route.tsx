import { useSearchParams } from 'react-router-dom';
import { WithdrawalConfirm } from '@/features/withdrawal';
import { t } from '@/i18n/ns/withdrawal';
import { logout, useAppDispatch, useCurrentUser } from '@/session';
import { PageHeader } from '@/ui';
import { paths } from '../paths';

/** `/mail/withdrawal?token=` (the mailed link): closes the account, then signs this browser out of it. */
export function Component() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('withdrawal.confirm.title')} />
      <WithdrawalConfirm
        token={params.get('token')}
        onWithdrawn={async (done) => {
          // The link may be opened where another account is signed in: only the closed account's session ends here.
          if (user?.id === done.userId) await dispatch(logout());
        }}
        homeHref={paths.main.href()}
        myHref={paths.my.href()}
      />
    </>
  );
}
