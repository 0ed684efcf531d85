import type { RouteObject } from 'react-router-dom';
import type { createGuardLoaders } from './guard-loaders';
import { paths } from './paths';
import { BootFallback } from './shell/boot-fallback';

/**
 * The screens of spec §2 off the reading path, in the spec's order (issue 30). Their table is not part of the first
 * load: the router patches them in under the pages route the first time a URL needs them (`laterPagesOnNavigation`
 * in ./router.tsx); each screen itself stays a lazy route module under ./routes.
 */
export function laterPages(guard: ReturnType<typeof createGuardLoaders>): RouteObject[] {
  return [
    { path: paths.event.path, lazy: () => import('./routes/event.route') },
    { path: paths.eventDetail.path, lazy: () => import('./routes/event-detail.route') },
    { path: paths.theme.path, lazy: () => import('./routes/theme.route') },
    { path: paths.shop.path, lazy: () => import('./routes/shop.route') },
    { path: paths.shopCheckout.path, loader: guard.session, lazy: () => import('./routes/shop-checkout.route') },
    { path: paths.gift.path, loader: guard.session, lazy: () => import('./routes/gift.route') },
    { path: paths.coupon.path, loader: guard.session, lazy: () => import('./routes/coupon.route') },
    { path: paths.notice.path, lazy: () => import('./routes/notice.route') },
    { path: paths.noticeDetail.path, lazy: () => import('./routes/notice-detail.route') },
    { path: paths.search.path, lazy: () => import('./routes/search.route') },
    { path: paths.my.path, loader: guard.session, lazy: () => import('./routes/my.route') },
    { path: paths.withdrawal.path, loader: guard.session, lazy: () => import('./routes/withdrawal.route') },
    { path: paths.signup.path, loader: guard.guest, lazy: () => import('./routes/signup.route') },
    { path: paths.login.path, loader: guard.guest, lazy: () => import('./routes/login.route') },
    { path: paths.authSignIn.path, loader: guard.signInPage, Component: BootFallback },
    { path: paths.changePassword.path, loader: guard.session, lazy: () => import('./routes/change-password.route') },
    { path: paths.findPassword.path, loader: guard.guest, lazy: () => import('./routes/find-password.route') },
    { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password.route') },
    { path: paths.withdrawalConfirm.path, lazy: () => import('./routes/withdrawal-confirm.route') },
    { path: paths.findPasswordSms.path, loader: guard.guest, lazy: () => import('./routes/find-password-sms.route') },
    { path: paths.findId.path, loader: guard.guest, lazy: () => import('./routes/find-id.route') },
    { path: paths.loginSuccess.path, lazy: () => import('./routes/login-success.route') },
    { path: paths.loginError.path, lazy: () => import('./routes/login-error.route') },
    { path: paths.viewerLoginSuccess.path, lazy: () => import('./routes/viewer-login-success.route') },
    { path: paths.facebookLogin.path, lazy: () => import('./routes/facebook-login.route') },
    { path: paths.loginNewUser.path, lazy: () => import('./routes/login-new-user.route') },
    { path: paths.logoutSuccess.path, lazy: () => import('./routes/logout-success.route') },
    { path: paths.faq.path, lazy: () => import('./routes/faq.route') },
    { path: paths.qna.path, loader: guard.session, lazy: () => import('./routes/qna.route') },
    { path: paths.qnaRegister.path, loader: guard.session, lazy: () => import('./routes/qna-register.route') },
    { path: paths.libraryMy.path, loader: guard.session, lazy: () => import('./routes/library-my.route') },
    { path: paths.libraryFavorite.path, loader: guard.session, lazy: () => import('./routes/library-favorite.route') },
    { path: paths.libraryRecent.path, loader: guard.session, lazy: () => import('./routes/library-recent.route') },
    { path: paths.libraryDevice.path, lazy: () => import('./routes/library-device.route') },
    { path: paths.historyCharge.path, loader: guard.session, lazy: () => import('./routes/history-charge.route') },
    { path: paths.historyUse.path, loader: guard.session, lazy: () => import('./routes/history-use.route') },
    { path: paths.historyMileage.path, loader: guard.session, lazy: () => import('./routes/history-mileage.route') },
    { path: paths.benefit.path, lazy: () => import('./routes/benefit.route') },
    { path: paths.offerwall.path, loader: guard.session, lazy: () => import('./routes/offerwall.route') },
    { path: paths.comment.path, lazy: () => import('./routes/comment.route') },
    { path: paths.commentMy.path, loader: guard.session, lazy: () => import('./routes/comment-my.route') },
    { path: paths.blockList.path, loader: guard.session, lazy: () => import('./routes/block-list.route') },
    { path: paths.roulette.path, lazy: () => import('./routes/roulette.route') },
    { path: paths.rouletteSpins.path, loader: guard.session, lazy: () => import('./routes/roulette-spins.route') },
    { path: paths.roulettePrize.path, loader: guard.session, lazy: () => import('./routes/roulette-prize.route') },
    { path: paths.settingPush.path, loader: guard.session, lazy: () => import('./routes/setting-push.route') },
    { path: paths.alarm.path, loader: guard.session, lazy: () => import('./routes/alarm.route') },
    { path: paths.policy.path, lazy: () => import('./routes/policy.route') },
    { path: paths.privacy.path, lazy: () => import('./routes/privacy.route') },
    {
      path: paths.transferLogin.path,
      loader: guard.transferGuest,
      lazy: () => import('./routes/transfer-login.route'),
    },
    {
      path: paths.transferConfirm.path,
      loader: guard.transferReader,
      lazy: () => import('./routes/transfer-confirm.route'),
    },
    { path: paths.transferWrong.path, lazy: () => import('./routes/transfer-wrong.route') },
    {
      path: paths.transferStatus.path,
      loader: guard.transferReader,
      lazy: () => import('./routes/transfer-status.route'),
    },
    { path: paths.health.path, lazy: () => import('./routes/health.route') },
    { path: paths.error.path, lazy: () => import('./routes/error.route') },
    { path: paths.prepare.path, lazy: () => import('./routes/prepare.route') },
    { path: paths.krAdultReturn.path, loader: guard.session, lazy: () => import('./routes/kr-adult-return.route') },
  ];
}
