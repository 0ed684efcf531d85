import type { Messages } from '../../messages';

const library = {
  title: 'Bibliothek',
  tabs: 'Bereiche der Bibliothek',
  loading: 'Deine Bibliothek wird geladen …',
  failed: 'Deine Bibliothek konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  toHome: 'Etwas zum Lesen finden',
  /** The tab of what is kept on this device for offline reading (src/features/offline). */
  deviceTab: 'Auf diesem Gerät',
  my: {
    emptyHint: 'Titel, die du kaufst oder leihst, findest du hier.',
    count: { one: '{count} Titel', other: '{count} Titel' },
    owned: { one: '{count} Episode gekauft', other: '{count} Episoden gekauft' },
    rented: { one: '{count} Episode ausgeliehen', other: '{count} Episoden ausgeliehen' },
    rentedUntil: 'Ausleihe endet am {date}',
    freetime: {
      one: '{count} Episode mit Warte-bis-gratis-Ticket offen',
      other: '{count} Episoden mit Warte-bis-gratis-Ticket offen',
    },
    kind: {
      POSSESSION: 'Teilweise gekauft',
      ALL_POSSESSION: 'Alle Episoden gekauft',
      RENT: 'Ausgeliehen',
      ALL_RENT: 'Alle Episoden offen',
      PERMANENT: 'Dauerhaft deins',
      FREETIME: 'Warte-bis-gratis',
    },
  },
  favorite: {
    count: { one: '{count} Favorit', other: '{count} Favoriten' },
    remove: '„{title}“ aus den Favoriten entfernen',
    removed: '„{title}“ wurde aus deinen Favoriten entfernt.',
    emptyHint: 'Tippe auf der Seite eines Titels auf das Herz, um ihn hier zu sammeln.',
  },
  recent: {
    episode: 'Episode {number}',
    justNow: 'Gerade eben',
    percent: '{percent} %',
    progressLabel: 'Fortschritt in {title}, Episode {number}',
    continue: 'Weiterlesen',
    continueLabel: '{title}, Episode {number} weiterlesen',
    emptyHint: 'Hier erscheinen die Episoden, die du liest, mit der Stelle, an der du aufgehört hast.',
  },
} satisfies Messages['library'];

export default library;
