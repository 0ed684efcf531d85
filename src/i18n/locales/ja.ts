import type { Messages } from '../messages';
import account from './ja/account';
import auth from './ja/auth';
import common from './ja/common';
import errors from './ja/errors';
import nav from './ja/nav';
import pages from './ja/pages';
import ui from './ja/ui';
import detail from './ja/detail';
import viewer from './ja/viewer';
import adult from './ja/adult';
import library from './ja/library';
import search from './ja/search';
import home from './ja/home';
import shop from './ja/shop';
import wallet from './ja/wallet';
import purchase from './ja/purchase';
import rewards from './ja/rewards';
import transfer from './ja/transfer';
import social from './ja/social';
import recovery from './ja/recovery';
import settings from './ja/settings';
import offerwall from './ja/offerwall';
import app from './ja/app';
import alarm from './ja/alarm';
import withdrawal from './ja/withdrawal';
import phone from './ja/phone';
import krAdult from './ja/krAdult';
import help from './ja/help';
import inquiry from './ja/inquiry';
import legal from './ja/legal';
import community from './ja/community';
import themes from './ja/themes';
import roulette from './ja/roulette';
import events from './ja/events';
import money from './ja/money';
import pwa from './ja/pwa';
import offline from './ja/offline';

/** The ja dictionary: one namespace per file under ./ja/. */
const ja = {
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

export default ja;
