import type { Messages } from '../../messages';

const nav = {
  main: 'Hauptnavigation',
  home: 'Start',
  shop: 'Shop',
  gift: 'Geschenke',
  search: 'Suche',
  my: 'Mein Bereich',
  skipToContent: 'Zum Inhalt springen',
} satisfies Messages['nav'];

export default nav;
