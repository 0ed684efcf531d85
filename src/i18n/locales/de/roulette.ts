import type { Messages } from '../../messages';

const roulette = {
  tickets: { one: 'Noch {count} Ticket', other: 'Noch {count} Tickets' },
  wheel: 'Glücksrad mit {count} Preisen',
  spin: 'Drehen',
  spinning: 'Dreht sich…',
  noTickets: 'Du hast keine Tickets. Nimm an Aktionen teil, um Glücksrad-Tickets zu bekommen.',
  toEvents: 'Zu den Aktionen',
  guest: 'Melde dich an, um mit deinen Tickets am Glücksrad zu drehen.',
  login: 'Anmelden',
  loading: 'Wird geladen…',
  failed: 'Das Glücksrad konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  toSpins: 'Meine Preise',
  result: {
    won: 'Gewonnen: {prize}',
    physical: 'Gib deine Lieferadresse an, damit wir dir den Preis schicken können.',
    enterAddress: 'Adresse eingeben',
  },
  odds: {
    title: 'Preise und Gewinnchancen',
    note: 'Jede Drehung lost auf unserem Server einen Preis mit diesen Wahrscheinlichkeiten aus; zusammen ergeben sie 100 %.',
    prize: 'Preis',
    probability: 'Wahrscheinlichkeit',
    total: 'Summe',
  },
  spins: {
    title: 'Meine Preise',
    empty: 'Du hast noch nicht am Glücksrad gedreht.',
    more: 'Mehr anzeigen',
    wonOn: 'Gewonnen am {date}',
    status: {
      ADDRESS_NEEDED: 'Adresse fehlt',
      WAITING: 'Versand wird vorbereitet',
      SHIPPED: 'Versendet am {date}',
    },
    sentTo: 'Lieferadresse',
    edit: 'Adresse ändern',
    enter: 'Adresse eingeben',
    toRoulette: 'Zurück zum Glücksrad',
  },
  address: {
    title: 'Lieferadresse',
    intro: 'Wohin sollen wir „{prize}“ schicken?',
    required: '{label} (Pflichtfeld)',
    field: {
      name: 'Name',
      zipCode: 'Postleitzahl',
      city: 'Ort',
      address1: 'Straße und Hausnummer',
      address2: 'Adresszusatz',
      phone: 'Mobilnummer',
    },
    check: {
      required: 'Bitte fülle dieses Feld aus.',
      zipCode: 'Bitte gib eine gültige Postleitzahl ein.',
      phone: 'Bitte gib eine gültige Mobilnummer dieses Landes ein.',
    },
    save: 'Adresse speichern',
    saving: 'Wird gespeichert…',
    saved: 'Adresse gespeichert.',
    shipped: 'Dieser Preis wurde bereits versendet; die Adresse kann nicht mehr geändert werden.',
    notFound: 'Dieser Preis wurde nicht gefunden.',
  },
} satisfies Messages['roulette'];

export default roulette;
