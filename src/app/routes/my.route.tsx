import { MyPage } from '@/features/account';
import { ProfileEditor } from '@/features/settings';
import { useCouponCount } from '@/api/badge-counts';
import { t } from '@/i18n';
import { logout, useAppDispatch, useCoinBalance, useCurrentUser } from '@/session';
import { useReaderKey } from '@/session/reader-key';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { myPageLinks } from './my-links';

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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The session guard let only a signed-in reader in; during logout the session empties before we leave.
  if (!user || !coin) return null;

  async function onLogout() {
    await dispatch(logout({ callbackUrl: paths.logoutSuccess.href() }));
    navigate(paths.logoutSuccess.href(), { replace: true });
  }

  return (
    <MyPage user={user} coin={coin} links={myPageLinks()} onLogout={onLogout}>
      <CouponsToRegister />
      <ProfileEditor key={user.nickname} user={user} />
    </MyPage>
  );
}
