import type { Messages } from '../messages';
import account from './de/account';
import auth from './de/auth';
import common from './de/common';
import errors from './de/errors';
import nav from './de/nav';
import pages from './de/pages';
import ui from './de/ui';
import detail from './de/detail';
import viewer from './de/viewer';
import adult from './de/adult';
import library from './de/library';
import search from './de/search';
import home from './de/home';
import shop from './de/shop';
import wallet from './de/wallet';
import purchase from './de/purchase';
import rewards from './de/rewards';
import transfer from './de/transfer';
import social from './de/social';
import recovery from './de/recovery';
import settings from './de/settings';
import offerwall from './de/offerwall';
import app from './de/app';
import alarm from './de/alarm';
import withdrawal from './de/withdrawal';
import phone from './de/phone';
import krAdult from './de/krAdult';
import help from './de/help';
import inquiry from './de/inquiry';
import legal from './de/legal';
import community from './de/community';
import themes from './de/themes';
import roulette from './de/roulette';
import events from './de/events';
import money from './de/money';
import pwa from './de/pwa';
import offline from './de/offline';

/** The de dictionary: one namespace per file under ./de/. */
const de = {
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

export default de;
