import { MyPage, type MyPageLink } from '@/features/account';
import { ProfileEditor } from '@/features/settings';
import { t as tSettings } from '@/i18n/ns/settings';
import { t } from '@/i18n/ns/account';
import { logout, useAppDispatch, useCoinBalance, useCurrentUser } from '@/session';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

const links = (): MyPageLink[] => [
  { label: t('account.my.links.changePassword'), href: paths.changePassword.href() },
  { label: t('account.my.links.library'), href: paths.libraryMy.href() },
  { label: t('account.my.links.shop'), href: paths.shop.href() },
  { label: t('account.my.links.historyCharge'), href: paths.historyCharge.href() },
  { label: t('account.my.links.historyUse'), href: paths.historyUse.href() },
  { label: t('account.my.links.historyMileage'), href: paths.historyMileage.href() },
  { label: t('account.my.links.mileageExchange'), href: paths.benefit.href() },
  { label: t('account.my.links.settings'), href: paths.settingPush.href() },
  { label: tSettings('settings.links.alarm'), href: paths.alarm.href() },
  { label: t('account.my.links.withdrawal'), href: paths.withdrawal.href() },
];

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
    <MyPage user={user} coin={coin} links={links()} onLogout={onLogout}>
      <ProfileEditor key={user.nickname} user={user} />
    </MyPage>
  );
}
