import type { Messages } from '../../messages';
import { plural } from '../../plural';

const withdrawal = {
  title: 'Konto löschen',
  loading: 'Wird geladen …',
  failed: 'Das konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  intro:
    'Das Löschen deines Kontos kann nicht rückgängig gemacht werden. Sieh dir an, was du verlierst, sag uns, warum du gehst, und bestätige mit dem Link, den wir dir per E-Mail schicken. Bis du den Link öffnest, bleibt dein Konto bestehen.',
  losses: {
    heading: 'Das verlierst du',
    kind: { COIN: 'Gekaufte Coins', BONUS: 'Bonus-Coins', FREE_COIN: 'Gratis-Coins', MILEAGE: 'Punkte' },
    owned: plural({ one: '{count} gekaufte Episode', other: '{count} gekaufte Episoden' }),
    rented: plural({ one: '{count} geliehene Episode', other: '{count} geliehene Episoden' }),
    favorites: plural({ one: '{count} Favorit', other: '{count} Favoriten' }),
    gifts: plural({
      one: '{count} Geschenk, das in deiner Geschenkbox wartet',
      other: '{count} Geschenke, die in deiner Geschenkbox warten',
    }),
    note: 'Coins und Punkte werden nicht erstattet, gekaufte und geliehene Episoden kannst du nicht mehr lesen.',
  },
  reason: {
    legend: 'Warum gehst du?',
    options: {
      NOT_READING: 'Ich lese hier keine Comics mehr',
      TOO_EXPENSIVE: 'Coins sind zu teuer',
      CONTENT: 'Ich finde keine Titel, die mir gefallen',
      SERVICE: 'Die App oder Website funktioniert für mich nicht gut',
      PRIVACY: 'Ich mache mir Sorgen um meine Daten',
      OTHER: 'Ein anderer Grund',
    },
    required: 'Bitte wähle einen Grund.',
    detail: 'Erzähl uns mehr',
    hint: 'Mindestens {min} und höchstens {max} Zeichen.',
    detailRequired: 'Bitte beschreibe deinen Grund mit mindestens {min} Zeichen.',
    detailTooLong: 'Bitte schreibe höchstens {max} Zeichen.',
  },
  acknowledge: 'Ich verstehe, dass meine Coins, Punkte und Episoden endgültig verloren gehen.',
  acknowledgeRequired: 'Bitte bestätige, dass du verstehst, was du verlierst.',
  submit: 'Bestätigungs-E-Mail senden',
  pending: 'Ein Bestätigungslink wurde schon gesendet und gilt bis {until}; eine neue Anfrage sendet einen neuen.',
  sent: {
    heading: 'Sieh in dein Postfach',
    text: 'Wir haben einen Link an {email} geschickt. Öffne ihn bis {until}, um dein Konto zu löschen. Bis dahin bleibt dein Konto bestehen.',
  },
  toMy: 'Zurück zu Mein Bereich',
  confirm: {
    title: 'Konto löschen bestätigen',
    text: 'Wenn du dein Konto jetzt löschst, verfallen deine Coins und Punkte und deine Episoden sind nicht mehr lesbar, endgültig.',
    submit: 'Mein Konto löschen',
    done: {
      heading: 'Dein Konto ist gelöscht',
      text: 'Du wurdest abgemeldet. Deine restlichen Coins und Punkte sind verfallen und deine persönlichen Daten gelöscht. Diese E-Mail-Adresse kann nach 30 Tagen für ein neues Konto verwendet werden.',
    },
    timeout: {
      heading: 'Dieser Link funktioniert nicht mehr',
      text: 'Der Link ist abgelaufen oder wurde schon benutzt. Dein Konto besteht weiter: Fordere in Mein Bereich einen neuen Link an.',
    },
    notFound: {
      heading: 'Konto nicht gefunden',
      text: 'Zu diesem Link gehört kein offenes Konto. Vielleicht ist es schon gelöscht.',
    },
    toHome: 'Zur Startseite',
  },
} satisfies Messages['withdrawal'];

export default withdrawal;
