import { MyPage } from '@/features/account';
import { ProfileEditor } from '@/features/settings';
import { useCouponCount } from '@/api/badge-counts';
import { t } from '@/i18n';
import { useCoinBalance, useCurrentUser } from '@/session';
import { useReaderKey } from '@/session/reader-key';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { myPageLinks } from './my-links';
import { useLogoutAndLeave } from './use-logout';

/** "N coupons to register", the count the navigation marks My page with, as the way to the coupons. */
function CouponsToRegister() {
  const count = useCouponCount(useReaderKey());
  if (count === 0) return null;
  return (
    <p>
      <Link to={paths.coupon.href()} data-testid="my-coupons-to-register">
        {t('nav.couponBadge', { count })}
      </Link>
    </p>
  );
}

export function Component() {
  const user = useCurrentUser();
  const coin = useCoinBalance();
  const onLogout = useLogoutAndLeave();
  // The session guard let only a signed-in reader in; during logout the session empties before we leave.
  if (!user || !coin) return null;

  return (
    <MyPage user={user} coin={coin} links={myPageLinks()} onLogout={onLogout}>
      <CouponsToRegister />
      <ProfileEditor key={user.nickname} user={user} />
    </MyPage>
  );
}
