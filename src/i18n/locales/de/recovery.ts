import type { Messages } from '../../messages';

const recovery = {
  field: {
    email: 'E-Mail',
    newPassword: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
  },
  find: {
    title: 'Passwort vergessen',
    intro:
      'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    formLabel: 'Link zum Zurücksetzen des Passworts anfordern',
    emailRequired: 'Du benötigst eine E-Mail.',
    submit: 'Link senden',
    sent: 'Wir haben einen Link an {email} geschickt. Öffne ihn innerhalb einer Stunde, um ein neues Passwort festzulegen. Nichts angekommen? Sieh in deinem Spam-Ordner nach oder fordere nach 5 Minuten einen neuen Link an.',
    toLogin: 'Zurück zur Anmeldung',
    bySms: 'Stattdessen per SMS zurücksetzen',
    bySmsHint:
      'Ist bei deinem Konto eine Telefonnummer hinterlegt, kannst du dein Passwort auch mit einem Code per SMS zurücksetzen.',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    formLabel: 'Neues Passwort festlegen',
    loading: 'Dein Link wird geprüft …',
    rule: '8 bis 20 Zeichen mit mindestens zwei Arten: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen.',
    newRequired: 'Bitte gib ein neues Passwort ein.',
    confirmRequired: 'Bitte gib das neue Passwort noch einmal ein.',
    mismatch: 'Die neuen Passwörter stimmen nicht überein.',
    submit: 'Passwort ändern',
    requestAgain: 'Neuen Link anfordern',
    toLogin: 'Anmelden',
  },
  /** One text per outcome of spec §4. */
  outcome: {
    SUCCESS:
      'Dein Passwort wurde geändert. Melde dich jetzt mit dem neuen Passwort an. Auf allen Geräten wurdest du abgemeldet.',
    TIMEOUT: 'Dieser Link ist abgelaufen oder wurde schon verwendet. Bitte fordere einen neuen Link an.',
    NOT_LOCAL_LOGIN_USER:
      'Dieses Konto meldet sich über Google, Facebook, X (Twitter) oder Apple an und hat bei uns kein Passwort. Bitte melde dich über diesen Dienst an.',
    EQUAL_PASSWORD: 'Das ist dein aktuelles Passwort. Bitte wähle ein anderes.',
    UNKNOWN: 'Dein Passwort konnte nicht geändert werden. Bitte versuche es später noch einmal.',
  },
} satisfies Messages['recovery'];

export default recovery;
