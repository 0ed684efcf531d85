import type { MyPageLinkGroup } from '@/features/account';
import { t as tSettings } from '@/i18n/ns/settings';
import { t } from '@/i18n/ns/account';
import { paths } from '../paths';

/** My page's links in groups: every screen of spec §2 a signed-in reader has is reachable from here. */
export const myPageLinks = (): MyPageLinkGroup[] => [
  {
    id: 'account',
    title: t('account.my.groups.account'),
    links: [
      { label: t('account.my.links.library'), href: paths.libraryMy.href() },
      { label: tSettings('settings.links.alarm'), href: paths.alarm.href() },
      { label: t('account.my.links.settings'), href: paths.settingPush.href() },
      { label: t('account.my.links.changePassword'), href: paths.changePassword.href() },
      { label: t('account.my.links.withdrawal'), href: paths.withdrawal.href() },
    ],
  },
  {
    id: 'wallet',
    title: t('account.my.groups.wallet'),
    links: [
      { label: t('account.my.links.shop'), href: paths.shop.href() },
      { label: t('account.my.links.coupon'), href: paths.coupon.href() },
      { label: t('account.my.links.event'), href: paths.event.href() },
      { label: t('account.my.links.roulette'), href: paths.roulette.href() },
      { label: t('account.my.links.mileageExchange'), href: paths.benefit.href() },
      { label: t('account.my.links.historyCharge'), href: paths.historyCharge.href() },
      { label: t('account.my.links.historyUse'), href: paths.historyUse.href() },
      { label: t('account.my.links.historyMileage'), href: paths.historyMileage.href() },
    ],
  },
  {
    id: 'community',
    title: t('account.my.groups.community'),
    links: [
      { label: t('account.my.links.commentMy'), href: paths.commentMy.href() },
      { label: t('account.my.links.blockList'), href: paths.blockList.href() },
    ],
  },
  {
    id: 'help',
    title: t('account.my.groups.help'),
    links: [
      { label: t('account.my.links.notice'), href: paths.notice.href() },
      { label: t('account.my.links.faq'), href: paths.faq.href() },
      { label: t('account.my.links.qna'), href: paths.qna.href() },
    ],
  },
  {
    id: 'legal',
    title: t('account.my.groups.legal'),
    links: [
      { label: t('account.my.links.terms'), href: paths.policy.href() },
      { label: t('account.my.links.privacy'), href: paths.privacy.href() },
    ],
  },
];
