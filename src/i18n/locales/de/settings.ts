import type { Messages } from '../../messages';

const settings = {
  title: 'Einstellungen',
  saveFailed: 'Das konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
  push: {
    heading: 'Push-Benachrichtigungen',
    master: 'Benachrichtigungen',
    masterHint: 'Geschenke, bald endende Ausleihen und alles darunter. Aus: gar keine Benachrichtigungen.',
    contents: 'Neue Episoden',
    contentsHint: 'Wenn ein Titel aus deinen Favoriten eine neue Episode hat.',
    freetime: 'Warte-bis-gratis-Tickets',
    freetimeHint: 'Wenn ein Warte-bis-gratis-Ticket wieder bereit ist.',
    night: 'Nachtbenachrichtigungen',
    nightHint:
      'Zwischen {from} und {to} Uhr ({zone}). Ist dies aus, wartet, was nachts passiert, bis {to} Uhr in deinen Benachrichtigungen.',
    zones: {
      japan: 'japanische Zeit',
      thai: 'thailändische Zeit',
      taiwan: 'taiwanische Zeit',
      me: 'koordinierte Weltzeit, UTC',
      de: 'deutsche Zeit',
    },
  },
  mail: {
    label: 'Neuigkeiten per E-Mail',
    hint: 'Events und Angebote an {email}.',
  },
  adTracking: {
    label: 'Käufe und Registrierung mit unserem Werbepartner teilen',
    hint: 'Wenn das an ist, werden deine Münzkäufe und deine Registrierung unserem Werbepartner (Meta) gemeldet, um unsere Werbung zu messen – deine Konto-ID nur gehasht. Standardmäßig aus; du kannst es jederzeit ausschalten.',
  },
  cache: {
    heading: 'Cache',
    hint: 'Entfernt die auf diesem Gerät gespeicherten Seiten und Listen sowie die gespeicherten Einstellungen (Lesemodus, letzte Suchen). Du bleibst angemeldet.',
    button: 'Cache leeren',
    confirmTitle: 'Cache leeren?',
    confirmMessage:
      'Seiten und Listen werden neu vom Server geladen, und deine Einstellungen auf diesem Gerät werden zurückgesetzt. Du bleibst angemeldet.',
    confirm: 'Leeren',
    done: 'Cache geleert: {responses} gespeicherte Antworten, {stored} gespeicherte Einstellungen und {caches} Browser-Caches entfernt. Du bist weiterhin angemeldet.',
  },
  profile: {
    heading: 'Dein Spitzname',
    nickname: 'Spitzname',
    nicknameHint: '1 bis {max} Zeichen.',
    save: 'Spitznamen ändern',
    saved: 'Dein Spitzname wurde geändert.',
    invalid: 'Gib einen Spitznamen mit 1 bis {max} Zeichen ein.',
  },
  links: {
    heading: 'Einstellungen',
    push: 'Benachrichtigungseinstellungen',
    password: 'Passwort ändern',
    alarm: 'Benachrichtigungen',
  },
} satisfies Messages['settings'];

export default settings;
