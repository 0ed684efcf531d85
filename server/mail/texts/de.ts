import type { MailTexts } from './types';

export const de: MailTexts = {
  greeting: 'Hallo {nickname},',
  signature: 'Dein Webtoon-Team',
  signUp: {
    subject: 'Willkommen bei Webtoon',
    intro: 'dein Konto {email} ist eingerichtet.',
    action: 'Bestätige deine E-Mail-Adresse und erhalte {coins} Gratis-Coins:',
  },
  signUpConfirm: {
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    action: 'Bestätige deine E-Mail-Adresse und erhalte {coins} Gratis-Coins:',
  },
  resetPassword: {
    subject: 'Passwort zurücksetzen',
    intro: 'wir haben eine Anfrage erhalten, das Passwort deines Kontos {email} zurückzusetzen.',
    action: 'Öffne innerhalb einer Stunde diesen Link, um ein neues Passwort festzulegen. Er funktioniert nur einmal:',
    ignore: 'Falls du das nicht warst, kannst du diese E-Mail einfach ignorieren: Dein Passwort bleibt unverändert.',
  },
  withdrawal: {
    subject: 'Bestätige die Löschung deines Kontos',
    intro: 'du hast die Löschung deines Webtoon-Kontos beantragt. Bis du sie bestätigst, bleibt dein Konto aktiv.',
    action: 'Öffne diesen Link, um die Löschung zu bestätigen:',
    ignore: 'Falls du das nicht warst, ignoriere diese E-Mail einfach: Dein Konto bleibt bestehen.',
  },
};
