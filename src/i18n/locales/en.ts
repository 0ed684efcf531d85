import account from './en/account';
import auth from './en/auth';
import common from './en/common';
import errors from './en/errors';
import nav from './en/nav';
import pages from './en/pages';
import ui from './en/ui';
import detail from './en/detail';
import viewer from './en/viewer';
import adult from './en/adult';
import library from './en/library';
import search from './en/search';
import home from './en/home';
import shop from './en/shop';
import wallet from './en/wallet';
import purchase from './en/purchase';
import rewards from './en/rewards';
import transfer from './en/transfer';
import social from './en/social';
import recovery from './en/recovery';
import settings from './en/settings';
import offerwall from './en/offerwall';
import app from './en/app';
import alarm from './en/alarm';
import withdrawal from './en/withdrawal';
import phone from './en/phone';
import krAdult from './en/krAdult';
import help from './en/help';
import inquiry from './en/inquiry';
import legal from './en/legal';
import community from './en/community';
import themes from './en/themes';
import roulette from './en/roulette';
import events from './en/events';
import money from './en/money';
import pwa from './en/pwa';
import offline from './en/offline';

/** The en dictionary: one namespace per file under ./en/. */
const en = {
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
};

export default en;
