import type { Messages } from '../../messages';

const nav = {
  main: 'Main navigation',
  home: 'Home',
  shop: 'Shop',
  gift: 'Gifts',
  search: 'Search',
  my: 'My page',
} satisfies Messages['nav'];

export default nav;
