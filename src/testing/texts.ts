import { messagesFor } from '@/i18n';
import { account } from '@/i18n/ns/account';
import { adult } from '@/i18n/ns/adult';
import { auth } from '@/i18n/ns/auth';
import { detail } from '@/i18n/ns/detail';
import { errors } from '@/i18n/ns/errors';
import { home } from '@/i18n/ns/home';
import { krAdult } from '@/i18n/ns/krAdult';
import { library } from '@/i18n/ns/library';
import { money } from '@/i18n/ns/money';
import { purchase } from '@/i18n/ns/purchase';
import { recovery } from '@/i18n/ns/recovery';
import { rewards } from '@/i18n/ns/rewards';
import { search } from '@/i18n/ns/search';
import { shop } from '@/i18n/ns/shop';
import { transfer } from '@/i18n/ns/transfer';
import { viewer } from '@/i18n/ns/viewer';
import { wallet } from '@/i18n/ns/wallet';
import { withdrawal } from '@/i18n/ns/withdrawal';

/**
 * Reads every namespace, for tests that check what a screen shows whichever namespaces it loads. Only tests import
 * it: a module of the app gets its translator from the namespaces it loads (src/i18n/ns/).
 */
export const { t, tMaybe } = messagesFor({
  account,
  adult,
  auth,
  detail,
  errors,
  home,
  krAdult,
  library,
  money,
  purchase,
  recovery,
  rewards,
  search,
  shop,
  transfer,
  viewer,
  wallet,
  withdrawal,
});
