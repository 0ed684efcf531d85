const nav = {
  main: 'Main navigation',
  home: 'Home',
  shop: 'Shop',
  gift: 'Gifts',
  search: 'Search',
  my: 'My page',
};

export default nav;
