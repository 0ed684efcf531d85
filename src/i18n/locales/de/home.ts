import type { Messages } from '../../messages';
import homeMain from './homeMain';

const home = {
  ...homeMain,
  /** The banners' pause button: it comes with the carousel, after the first load. */
  autoplay: {
    pause: 'Banner anhalten',
    play: 'Banner abspielen',
  },
  days: {
    MONDAY: 'Mo',
    TUESDAY: 'Di',
    WEDNESDAY: 'Mi',
    THURSDAY: 'Do',
    FRIDAY: 'Fr',
    SATURDAY: 'Sa',
    SUNDAY: 'So',
    TEN: '10 Tage',
  },
  dayFilter: 'Erscheinungstag',
  today: '(heute)',
  sorts: { POPULAR: 'Beliebt', LATEST: 'Neueste', FREETIME: 'Warte-bis-gratis' },
  sortFilter: 'Reihenfolge',
  loading: 'Titel werden geladen …',
  loadMore: 'Mehr laden',
  loadMoreError: 'Die nächsten Titel konnten nicht geladen werden.',
  end: 'Du hast das Ende dieser Liste erreicht.',
  gate: {
    adultTitle: 'Für Leser ab 18',
    adultGuest: 'Melde dich an, um Titel ab 18 zu sehen.',
    adultUnverified: 'Titel ab 18 werden angezeigt, sobald du bestätigt hast, dass du mindestens 18 bist.',
    adultHidden: 'Titel ab 18 sind für dein Konto ausgeschaltet. Du kannst sie unter „Mein Bereich“ einschalten.',
    blTitle: 'BL-Titel sind ausgeschaltet',
    blHidden: 'BL-Titel sind für dein Konto ausgeschaltet. Du kannst sie unter „Mein Bereich“ einschalten.',
    blInApp: 'BL-Titel werden in der App nicht angezeigt.',
    login: 'Anmelden',
    confirmAge: 'Alter bestätigen',
    toMy: 'Zu „Mein Bereich“',
  },
} satisfies Messages['home'];

export default home;
