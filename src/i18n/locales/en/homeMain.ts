/**
 * The part of the `home` namespace that `/` shows. It is a module of its own so that the main page can register it
 * without the home tabs' texts (src/features/catalog/main/main-texts.ts); `home.ts` includes it.
 */
const homeMain = {
  title: 'Lists',
  loadError: 'The titles could not be loaded.',
  main: {
    banners: 'Featured',
    position: 'Banner {current} of {total}',
    counter: '{current} / {total}',
    previous: 'Previous banner',
    next: 'Next banner',
    newTab: '(opens in a new tab)',
    more: 'See all',
  },
};

export default homeMain;
