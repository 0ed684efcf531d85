import type { Messages } from '../messages';
import account from './th/account';
import auth from './th/auth';
import common from './th/common';
import errors from './th/errors';
import nav from './th/nav';
import pages from './th/pages';
import ui from './th/ui';
import detail from './th/detail';
import viewer from './th/viewer';
import adult from './th/adult';
import library from './th/library';
import search from './th/search';
import home from './th/home';
import shop from './th/shop';
import wallet from './th/wallet';
import purchase from './th/purchase';
import rewards from './th/rewards';
import transfer from './th/transfer';
import social from './th/social';
import recovery from './th/recovery';
import settings from './th/settings';
import offerwall from './th/offerwall';
import app from './th/app';
import alarm from './th/alarm';
import withdrawal from './th/withdrawal';
import phone from './th/phone';
import krAdult from './th/krAdult';
import help from './th/help';
import inquiry from './th/inquiry';
import legal from './th/legal';
import community from './th/community';
import themes from './th/themes';
import roulette from './th/roulette';
import events from './th/events';
import money from './th/money';
import pwa from './th/pwa';
import offline from './th/offline';

/** The th dictionary: one namespace per file under ./th/. */
const th = {
  common,
  ui,
  errors,
  nav,
  auth,
  account,
  pages,
  viewer,
  detail,
  adult,
  library,
  search,
  home,
  shop,
  wallet,
  purchase,
  rewards,
  transfer,
  social,
  recovery,
  settings,
  offerwall,
  app,
  alarm,
  withdrawal,
  phone,
  krAdult,
  help,
  inquiry,
  legal,
  community,
  themes,
  roulette,
  events,
  money,
  pwa,
  offline,
} satisfies Messages;

export default th;
