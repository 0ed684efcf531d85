import type { Messages } from '../../messages';

const nav = {
  main: 'Hauptnavigation',
  home: 'Start',
  library: 'Bibliothek',
  shop: 'Shop',
  gift: 'Geschenke',
  search: 'Suche',
  my: 'Mein Bereich',
  giftBadge: { one: '{count} Geschenk wartet', other: '{count} Geschenke warten' },
  couponBadge: { one: '{count} Gutschein zum Einlösen', other: '{count} Gutscheine zum Einlösen' },
  skipToContent: 'Zum Inhalt springen',
} satisfies Messages['nav'];

export default nav;
