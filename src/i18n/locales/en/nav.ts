const nav = {
  main: 'Main navigation',
  home: 'Home',
  shop: 'Shop',
  gift: 'Gifts',
  search: 'Search',
  my: 'My page',
  skipToContent: 'Skip to content',
};

export default nav;
