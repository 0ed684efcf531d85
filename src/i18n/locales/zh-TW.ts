import type { Messages } from '../messages';
import account from './zh-TW/account';
import auth from './zh-TW/auth';
import common from './zh-TW/common';
import errors from './zh-TW/errors';
import nav from './zh-TW/nav';
import pages from './zh-TW/pages';
import ui from './zh-TW/ui';
import detail from './zh-TW/detail';
import viewer from './zh-TW/viewer';
import adult from './zh-TW/adult';
import library from './zh-TW/library';
import search from './zh-TW/search';
import home from './zh-TW/home';
import shop from './zh-TW/shop';
import wallet from './zh-TW/wallet';
import purchase from './zh-TW/purchase';
import rewards from './zh-TW/rewards';
import transfer from './zh-TW/transfer';
import social from './zh-TW/social';
import recovery from './zh-TW/recovery';
import settings from './zh-TW/settings';
import offerwall from './zh-TW/offerwall';
import app from './zh-TW/app';
import alarm from './zh-TW/alarm';
import withdrawal from './zh-TW/withdrawal';
import phone from './zh-TW/phone';
import krAdult from './zh-TW/krAdult';
import help from './zh-TW/help';
import inquiry from './zh-TW/inquiry';
import legal from './zh-TW/legal';
import community from './zh-TW/community';
import themes from './zh-TW/themes';
import roulette from './zh-TW/roulette';
import events from './zh-TW/events';
import money from './zh-TW/money';
import pwa from './zh-TW/pwa';
import offline from './zh-TW/offline';

/** The zh-TW dictionary: one namespace per file under ./zh-TW/. */
const zhtw = {
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

export default zhtw;
