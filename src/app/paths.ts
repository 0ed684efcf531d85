import { WITHDRAWAL_CONFIRM_ROUTE } from '@/domain/withdrawal-link';
import type { ErrorRouteHrefs } from '@/error-handling/api-error-provider';

/**
 * The one registry of the SPA's routes (spec §2). A route table entry uses `path`; a link uses `href(...)`; no URL
 * is ever built by hand. `transfer: true` marks the German whitelist.
 */
interface Route<A extends unknown[] = []> {
  readonly path: string;
  readonly href: (...args: A) => string;
  readonly transfer?: boolean;
}

const fixed = (path: string, transfer = false): Route => ({ path, href: () => path, transfer });
const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v != null) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};
/** A sign-in return target on the German whitelist that carries the page to continue to in `callback`. */
const withCallback = (path: string): Route<[(string | null)?]> => ({
  path,
  href: (callback?: string | null) => withQuery(path, { callback }),
  transfer: true,
});

export const HOME_TABS = ['weekly', 'free', 'ranking', 'bl', 'mature', 'romance', 'action', 'pick'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const paths = {
  main: fixed('/'),
  homeTab: { path: '/home/:tab', href: (tab: HomeTab) => `/home/${tab}` } as Route<[HomeTab]>,
  detail: { path: '/detail/:id', href: (id: number | string) => `/detail/${id}` } as Route<[number | string]>,
  viewer: { path: '/viewer/:id', href: (id: number | string) => `/viewer/${id}` } as Route<[number | string]>,
  event: fixed('/event'),
  /** One event with the reader's progress and its claim buttons (issue 13). */
  eventDetail: { path: '/event/:id', href: (id: number) => `/event/${id}` } as Route<[number]>,
  /** A theme collection of the main page (issue 13). */
  theme: { path: '/theme/:id', href: (id: number) => `/theme/${id}` } as Route<[number]>,
  shop: fixed('/shop'),
  /** The test payment provider's checkout of one payment (issue 4); a real provider's page would stand here. */
  shopCheckout: {
    path: '/shop/checkout/:id',
    href: (paymentId: string) => `/shop/checkout/${encodeURIComponent(paymentId)}`,
  } as Route<[string]>,
  gift: fixed('/gift'),
  coupon: fixed('/coupon'),
  notice: fixed('/notice'),
  noticeDetail: { path: '/notice/detail/:id', href: (id: number | string) => `/notice/detail/${id}` } as Route<
    [number | string]
  >,
  search: fixed('/search'),
  my: fixed('/my'),
  /** Closing the account from My page; the mailed link (built by the API, with `?token=`) opens `withdrawalConfirm`. */
  withdrawal: fixed('/my/withdrawal'),
  withdrawalConfirm: fixed(WITHDRAWAL_CONFIRM_ROUTE),
  signup: {
    path: '/user/signup',
    href: (callback?: string | null, porch?: string | null) => withQuery('/user/signup', { callback, porch }),
  } as Route<[(string | null)?, (string | null)?]>,
  login: {
    path: '/user/login',
    href: (callback?: string | null, porch?: string | null) => withQuery('/user/login', { callback, porch }),
    transfer: true,
  } as Route<[(string | null)?, (string | null)?]>,
  changePassword: fixed('/user/changePassword'),
  /**
   * Forgot password by e-mail. On the German whitelist: spec §2's "reset password" is the whole mail reset, whose
   * request is the only way a German reader who forgot the password gets the link that opens `resetPassword`.
   */
  findPassword: fixed('/user/findPassword', true),
  resetPassword: fixed('/mail/resetPassword', true),
  findPasswordSms: fixed('/user/findPassword/sms'),
  findId: fixed('/user/findId'),
  loginSuccess: withCallback('/callback/login-success'),
  loginError: fixed('/callback/login-error', true),
  viewerLoginSuccess: withCallback('/callback/viewer-login-success'),
  facebookLogin: withCallback('/callback/facebook-login'),
  loginNewUser: withCallback('/callback/login-newuser'),
  logoutSuccess: fixed('/callback/logout-success', true),
  /** On the German whitelist: the FAQ explains the transfer. */
  faq: fixed('/faq', true),
  qna: fixed('/qna'),
  qnaRegister: fixed('/qna/register'),
  libraryMy: fixed('/library/my'),
  libraryFavorite: fixed('/library/favorite'),
  libraryRecent: fixed('/library/recent'),
  /** Issue 29: what is kept on this device for offline reading; no session needed (it must open offline). */
  libraryDevice: fixed('/library/device'),
  historyCharge: fixed('/history/charge'),
  historyUse: fixed('/history/use'),
  historyMileage: fixed('/history/mileage'),
  benefit: fixed('/benefit'),
  /** The stand-in offerwall (issue 13), linked from /benefit. */
  offerwall: fixed('/offerwall'),
  /** An episode's comments (`?episodeId=`); linked from the viewer, the title page and My comments. */
  comment: { path: '/comment', href: (episodeId: number) => `/comment?episodeId=${episodeId}` } as Route<[number]>,
  commentMy: fixed('/comment/my'),
  /** The readers this reader blocked, with unblock; linked from My page. */
  blockList: fixed('/comment/blocks'),
  roulette: fixed('/roulette'),
  /** The reader's spins and the address form of a physical prize (issue 13). */
  rouletteSpins: fixed('/roulette/spins'),
  roulettePrize: { path: '/roulette/prize/:id', href: (id: number) => `/roulette/prize/${id}` } as Route<[number]>,
  settingPush: fixed('/setting/push'),
  /** The reader's notifications (spec §7 group `alarm`, issue 11). */
  alarm: fixed('/alarm'),
  /** On the German whitelist: the transfer asks its readers to agree to both. */
  policy: fixed('/policy', true),
  privacy: fixed('/privacy', true),
  transferNote: fixed('/transfer/note', true),
  transferLogin: fixed('/transfer/apply/login', true),
  transferConfirm: fixed('/transfer/apply/confirm', true),
  transferWrong: fixed('/transfer/apply/wrong', true),
  transferStatus: fixed('/transfer/apply/status', true),
  health: fixed('/_/health', true),
  error: fixed('/error', true),
  prepare: fixed('/prepare'),
  /**
   * Where the Korean identity provider sends the reader back ('me'): KR_IDENTITY_RETURN_PATH of
   * src/domain/kr-identity.ts, written out so the first load does not carry that module (kr-adult-return.route.test.ts checks).
   */
  krAdultReturn: fixed('/adult/kr/return'),
  /**
   * The session client's sign-in page (spec §2), served by the SPA's login screen. Reachable on the German variant
   * because it only forwards to the login, which is on the whitelist.
   */
  authSignIn: {
    path: '/api/auth/signin',
    href: (callbackUrl: string, error: 'SessionRequired' | null = 'SessionRequired') =>
      withQuery('/api/auth/signin', { error, callbackUrl }),
    transfer: true,
  } as Route<[string, ('SessionRequired' | null)?]>,
} as const;

export type RouteName = keyof typeof paths;

/** Path patterns reachable on the transfer-only (German) variant. */
export const TRANSFER_WHITELIST: readonly string[] = Object.values(paths)
  .filter((r) => (r as Route<unknown[]>).transfer)
  .map((r) => r.path);

/** Where the error catalogue's `path` targets lead (spec §8 return targets); session hands these to navigate. */
export const errorRouteHrefs: ErrorRouteHrefs = {
  shop: paths.shop.href(),
  home: paths.main.href(),
  my: paths.my.href(),
  error: paths.error.href(),
  transferNote: paths.transferNote.href(),
  transferWrong: paths.transferWrong.href(),
};
