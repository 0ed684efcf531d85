import type { Messages } from '../../messages';

const alarm = {
  title: 'Benachrichtigungen',
  empty: 'Keine Benachrichtigungen in den letzten 30 Tagen.',
  kept: 'Benachrichtigungen werden 30 Tage lang aufbewahrt.',
  failed: 'Deine Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  more: 'Mehr anzeigen',
  pushOff:
    'Deine Benachrichtigungen sind ausgeschaltet, daher erscheinen Geschenke und bald endende Ausleihen hier nicht.',
  pushOffLink: 'In den Benachrichtigungseinstellungen einschalten',
  markAll: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  unread: 'Ungelesen',
  badge: { one: '{count} ungelesene Benachrichtigung', other: '{count} ungelesene Benachrichtigungen' },
  kind: {
    GIFT: 'In deiner Geschenkbox wartet ein Geschenk.',
    GIFT_TITLE: 'In deiner Geschenkbox wartet ein Geschenk: „{title}“.',
    RENTAL_ENDING: 'Deine Ausleihe von „{title}“ endet bald.',
    FREETIME_READY: 'Dein Warte-bis-gratis-Ticket für „{title}“ ist bereit.',
    NEW_EPISODE: 'Episode {number} von „{title}“ ist erschienen.',
    INQUIRY_ANSWERED: 'Der Kundenservice hat deine Anfrage beantwortet.',
  },
} satisfies Messages['alarm'];

export default alarm;
