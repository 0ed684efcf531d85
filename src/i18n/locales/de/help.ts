import type { Messages } from '../../messages';

const help = {
  notice: {
    title: 'Hinweise',
    pinned: 'Angeheftet',
    empty: 'Es gibt noch keine Hinweise.',
    emptyPage: 'Auf dieser Seite gibt es keine Hinweise.',
    toFirst: 'Zur ersten Seite',
    failed: 'Die Hinweise konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    pages: 'Seiten der Hinweise',
    page: 'Seite {page}',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    latest: 'Neueste Hinweise',
    toList: 'Alle Hinweise',
    notFound: 'Diesen Hinweis gibt es nicht oder nicht mehr.',
    failedOne: 'Der Hinweis konnte nicht geladen werden.',
  },
  faq: {
    title: 'FAQ',
    categories: 'Kategorien',
    all: 'Alle',
    category: {
      COIN: 'Coins',
      PURCHASE: 'Ausleihen und kaufen',
      FREE: 'Gratis lesen',
      ACCOUNT: 'Konto',
      TRANSFER: 'Kontoübertragung',
      OTHER: 'Sonstiges',
    },
    searchLabel: 'In den FAQ suchen',
    searchPlaceholder: 'In den FAQ suchen, z. B. Frist',
    clear: 'Suche löschen',
    tooLong: 'Bitte nutze höchstens {max} Zeichen.',
    results: { one: '{count} Frage passt zu „{query}“.', other: '{count} Fragen passen zu „{query}“.' },
    noResult: 'Keine Frage passt zu „{query}“.',
    noResultHint: 'Versuch es mit anderen oder weniger Wörtern.',
    empty: 'Hier gibt es noch keine Fragen.',
    failed: 'Die FAQ konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    notHere: 'Deine Antwort nicht gefunden?',
    toQna: 'Frag uns in einer 1:1-Anfrage',
  },
} satisfies Messages['help'];

export default help;
