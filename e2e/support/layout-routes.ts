import type { APIRequestContext } from '@playwright/test';
import { paths, type RouteName } from '../../src/app/paths';
import type { EventList } from '../../src/domain/events';
import type { NoticePage } from '../../src/domain/help';
import type { ThemeSummary } from '../../src/domain/themes';
import { data, freeTitle } from './api';
import { lockedTitle } from './economy';

/** Who opens a screen: a guest, or the signed-in reader (who also ticks two episodes on the title page). */
export type Visitor = 'guest' | 'reader';
export interface LayoutVisit {
  who: Visitor;
  href: string;
  /** On the title page: open "select several" and tick two locked episodes, so the bulk bar shows. */
  bulkSelect?: boolean;
}
/** A screen the walk leaves out says why. */
type Entry = LayoutVisit | { skip: string };

/** Real ids of the seed of the platform under test. */
export interface LayoutIds {
  lockedTitle: number;
  freeEpisode: number;
  event: number;
  theme: number;
  notice: number;
}

export async function layoutIds(request: APIRequestContext, reader: Record<string, string>): Promise<LayoutIds> {
  const { free } = await freeTitle(request);
  const locked = await lockedTitle(request, reader, { count: 2 });
  const events = await data<EventList>(request, '/event');
  const themes = await data<ThemeSummary[]>(request, '/theme');
  const notices = await data<NoticePage>(request, '/notice');
  const pick = (what: string, id: number | undefined) => {
    if (id === undefined) throw new Error(`The seed of this platform has no ${what}.`);
    return id;
  };
  return {
    lockedTitle: locked.detail.id,
    freeEpisode: pick('free episode', free[0]),
    event: pick('event', events.items[0]?.id),
    theme: pick('theme', themes[0]?.id),
    notice: pick('notice', notices.items[0]?.id),
  };
}

const guest = (href: string): LayoutVisit => ({ who: 'guest', href });
const reader = (href: string): LayoutVisit => ({ who: 'reader', href });
const forwards = { skip: 'only forwards to another screen, which the walk opens itself' };

/**
 * Every route of src/app/paths.ts (the record's type makes a new route fail the typecheck until it is placed here).
 * Guest-only screens (sign-up, recovery) are opened as a guest; screens behind a session as the reader.
 */
export function layoutRoutes(ids: LayoutIds): Record<RouteName, Entry> {
  return {
    main: guest(paths.main.href()),
    homeTab: guest(paths.homeTab.href('ranking')),
    detail: { who: 'reader', href: paths.detail.href(ids.lockedTitle), bulkSelect: true },
    viewer: guest(paths.viewer.href(ids.freeEpisode)),
    event: guest(paths.event.href()),
    eventDetail: reader(paths.eventDetail.href(ids.event)),
    theme: guest(paths.theme.href(ids.theme)),
    shop: reader(paths.shop.href()),
    shopCheckout: { skip: 'the test provider’s checkout stands for a provider’s own page' },
    gift: reader(paths.gift.href()),
    coupon: reader(paths.coupon.href()),
    notice: guest(paths.notice.href()),
    noticeDetail: guest(paths.noticeDetail.href(ids.notice)),
    search: guest(paths.search.href()),
    my: reader(paths.my.href()),
    withdrawal: reader(paths.withdrawal.href()),
    withdrawalConfirm: guest(paths.withdrawalConfirm.href()),
    signup: guest(paths.signup.href()),
    login: guest(paths.login.href()),
    changePassword: reader(paths.changePassword.href()),
    findPassword: guest(paths.findPassword.href()),
    resetPassword: guest(paths.resetPassword.href()),
    findPasswordSms: guest(paths.findPasswordSms.href()),
    findId: guest(paths.findId.href()),
    loginSuccess: forwards,
    loginError: guest(paths.loginError.href()),
    viewerLoginSuccess: forwards,
    facebookLogin: forwards,
    loginNewUser: forwards,
    logoutSuccess: guest(paths.logoutSuccess.href()),
    faq: guest(paths.faq.href()),
    qna: reader(paths.qna.href()),
    qnaRegister: reader(paths.qnaRegister.href()),
    libraryMy: reader(paths.libraryMy.href()),
    libraryFavorite: reader(paths.libraryFavorite.href()),
    libraryRecent: reader(paths.libraryRecent.href()),
    libraryDevice: reader(paths.libraryDevice.href()),
    historyCharge: reader(paths.historyCharge.href()),
    historyUse: reader(paths.historyUse.href()),
    historyMileage: reader(paths.historyMileage.href()),
    benefit: reader(paths.benefit.href()),
    offerwall: reader(paths.offerwall.href()),
    comment: guest(paths.comment.href(ids.freeEpisode)),
    commentMy: reader(paths.commentMy.href()),
    blockList: reader(paths.blockList.href()),
    roulette: reader(paths.roulette.href()),
    rouletteSpins: reader(paths.rouletteSpins.href()),
    roulettePrize: { skip: 'needs a won physical prize; its form is the spins page’s' },
    settingPush: reader(paths.settingPush.href()),
    alarm: reader(paths.alarm.href()),
    policy: guest(paths.policy.href()),
    privacy: guest(paths.privacy.href()),
    transferNote: { skip: 'German whitelist: see GERMAN_ROUTES' },
    transferLogin: { skip: 'German whitelist: see GERMAN_ROUTES' },
    transferConfirm: { skip: 'German whitelist: see GERMAN_ROUTES' },
    transferWrong: { skip: 'German whitelist: see GERMAN_ROUTES' },
    transferStatus: { skip: 'German whitelist: see GERMAN_ROUTES' },
    health: guest(paths.health.href()),
    error: guest(paths.error.href()),
    prepare: guest(paths.prepare.href()),
    krAdultReturn: { skip: 'answers the Korean identity provider (me only), tested in e2e/me/kr-adult.spec.ts' },
    authSignIn: forwards,
  };
}

/** The German deployment's screens: the whitelist (routes with `transfer: true`), its transfer pages signed in. */
export const GERMAN_ROUTES: readonly LayoutVisit[] = [
  guest(paths.login.href()),
  guest(paths.resetPassword.href()),
  guest(paths.loginError.href()),
  guest(paths.logoutSuccess.href()),
  guest(paths.faq.href()),
  guest(paths.policy.href()),
  guest(paths.privacy.href()),
  guest(paths.transferNote.href()),
  guest(paths.transferLogin.href()),
  guest(paths.health.href()),
  guest(paths.error.href()),
  reader(paths.transferConfirm.href()),
  reader(paths.transferWrong.href()),
  reader(paths.transferStatus.href()),
];

/** The screens one platform's walk opens, by visitor. */
export function visitsOf(routes: Record<RouteName, Entry>): LayoutVisit[] {
  return Object.values(routes).filter((entry): entry is LayoutVisit => 'who' in entry);
}
