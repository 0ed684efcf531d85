import { plural } from '../../plural';

const nav = {
  main: 'Main navigation',
  home: 'Home',
  library: 'Library',
  shop: 'Shop',
  gift: 'Gifts',
  search: 'Search',
  my: 'My page',
  giftBadge: plural({ one: '{count} gift waiting', other: '{count} gifts waiting' }),
  couponBadge: plural({ one: '{count} coupon to register', other: '{count} coupons to register' }),
  skipToContent: 'Skip to content',
};

export default nav;
