import type { Messages } from '../../messages';

const adult = {
  title: 'Inhalte ab 18',
  no: 'Nein',
  failed: 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
  guestLogin: {
    message: 'Was folgt, ist für Leser ab {age} Jahren. Melde dich an, um dein Alter zu bestätigen.',
    confirm: 'Anmelden',
  },
  guestCookie: {
    message: 'Was folgt, ist nur für Erwachsene. Bist du {age} Jahre oder älter?',
    confirm: 'Ja, ich bin {age} oder älter',
  },
  confirm: {
    message: 'Was folgt, ist nur für Erwachsene. Bitte bestätige, dass du {age} Jahre oder älter bist.',
    confirm: 'Ja, ich bin {age} oder älter',
  },
  birthday: {
    message:
      'Was folgt, ist nur für Erwachsene. Gib dein Geburtsdatum ein, um zu bestätigen, dass du {age} oder älter bist.',
    legend: 'Geburtsdatum',
    year: 'Jahr',
    month: 'Monat',
    day: 'Tag',
    choose: 'Auswählen',
    confirm: 'Bestätigen',
    invalid: 'Bitte überprüfe dein Geburtsdatum',
  },
  krAuth: {
    message: 'Leser in Korea benötigen eine koreanische Identitätsprüfung, um Inhalte ab 18 zu sehen.',
  },
  enable: {
    message: 'Inhalte ab 18 sind in deinen Einstellungen ausgeschaltet. Jetzt einschalten, um diesen Titel zu lesen?',
    confirm: 'Einschalten',
  },
  switches: {
    heading: 'Inhaltseinstellungen',
    adult: 'Inhalte ab 18 anzeigen',
    adultHint: 'Titel für Leser ab {age} Jahren erscheinen in Listen, in der Suche und auf Titelseiten.',
    bl: 'BL-Titel anzeigen',
    blHint: 'Boys-Love-Titel erscheinen in Listen, in der Suche und auf Titelseiten.',
  },
} satisfies Messages['adult'];

export default adult;
