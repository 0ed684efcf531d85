import type { Messages } from '../../messages';

const pages = {
  main: {
    heading: 'Webtoons von heute',
    tabs: 'Listen',
    emptyTitle: 'Noch keine Titel',
    emptyDescription: 'Neue Serien erscheinen hier, sobald sie veröffentlicht sind.',
    toSearch: 'Titel suchen',
    toNotice: 'Hinweise lesen',
  },
  homeTabs: {
    weekly: 'Wöchentlich',
    free: 'Gratis',
    ranking: 'Ranking',
    bl: 'BL',
    mature: 'Ab 18',
    romance: 'Romance',
    action: 'Action',
    pick: 'Unsere Tipps',
  },
  homeTab: {
    emptyTitle: 'Noch keine Titel in dieser Liste',
    emptyDescription: 'Titel erscheinen hier, sobald sie veröffentlicht sind.',
  },
  detail: { title: 'Titel', empty: 'Dieser Titel ist nicht verfügbar.' },
  viewer: { title: 'Reader', empty: 'Diese Episode ist nicht verfügbar.' },
  event: { title: 'Events', empty: 'Gerade laufen keine Events.' },
  shop: { title: 'Coin-Shop', empty: 'Gerade gibt es keine Coin-Pakete.' },
  gift: { title: 'Geschenkbox', empty: 'Deine Geschenkbox ist leer.' },
  coupon: { title: 'Gutscheine', empty: 'Du hast keine Gutscheine.' },
  notice: { title: 'Hinweise' },
  search: { title: 'Suche', empty: 'Es gibt noch nichts zu suchen.' },
  faq: { title: 'FAQ' },
  qna: { title: '1:1-Anfrage', empty: 'Du hast noch keine Anfragen gesendet.', toRegister: 'Anfrage schreiben' },
  qnaRegister: {
    title: 'Neue Anfrage',
    empty: 'Anfragen können hier noch nicht gesendet werden.',
    toFaq: 'In den FAQ nachsehen',
  },
  library: {
    title: 'Bibliothek',
    my: 'Meine Titel',
    favorite: 'Favoriten',
    recent: 'Zuletzt gelesen',
    emptyMy: 'Du besitzt noch keine Titel.',
    emptyFavorite: 'Du hast noch keine Favoriten.',
    emptyRecent: 'Du hast noch nichts gelesen.',
  },
  history: {
    title: 'Verlauf',
    charge: 'Aufladungen',
    use: 'Nutzung',
    mileage: 'Punkte',
    empty: {
      charge: { one: 'Keine Aufladungen am letzten Tag.', other: 'Keine Aufladungen in den letzten {days} Tagen.' },
      use: { one: 'Keine Coins am letzten Tag genutzt.', other: 'Keine Coins in den letzten {days} Tagen genutzt.' },
      mileage: { one: 'Keine Punkte am letzten Tag.', other: 'Keine Punkte in den letzten {days} Tagen.' },
    },
  },
  benefit: { title: 'Vorteile', empty: 'Gerade gibt es keine Vorteile.' },
  roulette: { title: 'Roulette', empty: 'Das Roulette läuft gerade nicht.' },
  transfer: {
    note: { title: 'Kontoübertragung', heading: 'Übertrage dein Konto' },
    login: { title: 'Für die Übertragung anmelden' },
    confirm: { title: 'Übertragung bestätigen' },
    wrong: { title: 'Übertragung nicht möglich' },
    status: { title: 'Stand der Übertragung' },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    heading: 'Diese Seite gibt es nicht',
    description: 'Vielleicht ist die Adresse falsch geschrieben oder die Seite ist umgezogen.',
  },
  error: {
    title: 'Fehler',
    heading: 'Da ist etwas schiefgelaufen',
    description: 'Die Seite konnte nicht angezeigt werden. Bitte versuch es noch einmal.',
  },
  prepare: {
    title: 'Wartung',
    heading: 'Wir bereiten alles vor',
    description: 'Der Dienst wird gerade vorbereitet. Bitte schau in Kürze wieder vorbei.',
  },
} satisfies Messages['pages'];

export default pages;
