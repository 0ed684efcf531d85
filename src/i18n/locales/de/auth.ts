import type { Messages } from '../../messages';

const auth = {
  field: {
    email: 'E-Mail',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    nickname: 'Spitzname (optional)',
    phone: 'Handynummer (optional)',
    showPassword: '{field} anzeigen',
    hidePassword: '{field} verbergen',
    show: 'Anzeigen',
    hide: 'Verbergen',
  },
  validation: {
    emailRequired: 'Du benötigst eine E-Mail.',
    passwordRequired: 'Bitte gib dein Passwort ein.',
    confirmRequired: 'Bitte gib das Passwort noch einmal ein.',
    confirmMismatch: 'Die Passwörter stimmen nicht überein.',
    nicknameTooLong: 'Der Spitzname darf höchstens 30 Zeichen lang sein.',
    phoneInvalid: 'Bitte überprüfe die Telefonnummer.',
  },
  login: {
    title: 'Anmelden',
    formLabel: 'Mit E-Mail anmelden',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    sessionRequired: 'Bitte melde dich an, um diese Seite zu sehen.',
    noAccount: 'Noch kein Konto?',
    toSignUp: 'Registrieren',
    findId: 'Meine ID finden',
  },
  signup: {
    title: 'Registrieren',
    formLabel: 'Mit E-Mail registrieren',
    submit: 'Konto erstellen',
    passwordHint:
      '8 bis 20 Zeichen mit mindestens zwei Arten: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen.',
    nicknameHint: 'Wird bei deinen Kommentaren angezeigt. Du kannst ihn später ändern.',
    phoneHint: 'Damit kannst du dein Konto per SMS wiederherstellen.',
    agreeMail: 'Schick mir Neuigkeiten und Angebote per E-Mail',
    agreeAdTracking: 'Meine Registrierung und Käufe zur Werbemessung mit dem Werbepartner (Meta) teilen',
    agreeTerms: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
    haveAccount: 'Du hast schon ein Konto?',
    toLogin: 'Anmelden',
  },
  reason: {
    rent: {
      one: 'Melde dich an oder registriere dich, um diese Episode auszuleihen. Danach kommst du hierher zurück und bestätigst die Ausleihe: Bis dahin werden keine Coins ausgegeben.',
      other:
        'Melde dich an oder registriere dich, um diese Episoden auszuleihen. Danach kommst du hierher zurück und bestätigst die Ausleihe: Bis dahin werden keine Coins ausgegeben.',
    },
    buy: {
      one: 'Melde dich an oder registriere dich, um diese Episode zu kaufen. Danach kommst du hierher zurück und bestätigst den Kauf: Bis dahin werden keine Coins ausgegeben.',
      other:
        'Melde dich an oder registriere dich, um diese Episoden zu kaufen. Danach kommst du hierher zurück und bestätigst den Kauf: Bis dahin werden keine Coins ausgegeben.',
    },
  },
  legal: {
    help: 'Hilfe und Bedingungen',
    notice: 'Neuigkeiten',
    faq: 'FAQ',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    newTab: 'öffnet in einem neuen Tab',
  },
  social: {
    heading: 'Oder weiter mit',
    google: 'Weiter mit Google',
    facebook: 'Weiter mit Facebook',
    twitter: 'Weiter mit X (Twitter)',
    apple: 'Weiter mit Apple',
  },
  loginError: {
    title: 'Anmeldung',
    heading: 'Anmeldung fehlgeschlagen',
    retry: 'Erneut anmelden',
    generic: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuch es noch einmal.',
    credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    oauth: 'Die Anmeldung beim Anbieter konnte nicht abgeschlossen werden.',
    notLinked: 'Diese E-Mail-Adresse wird schon mit einer anderen Anmeldemethode genutzt.',
    accessDenied: 'Die Anmeldung wurde abgebrochen oder abgelehnt.',
    verification: 'Der Anmeldelink ist nicht mehr gültig.',
    configuration: 'Der Anmeldedienst ist gerade nicht erreichbar.',
  },
  newUser: {
    title: 'Willkommen',
    heading: 'Willkommen an Bord!',
    description: 'Dein Konto ist bereit. Viel Spaß beim Lesen.',
    continue: 'Weiter',
  },
  logoutSuccess: {
    title: 'Abgemeldet',
    heading: 'Du bist abgemeldet',
    description: 'Bis bald!',
  },
  facebook: {
    title: 'Facebook-Anmeldung',
    heading: 'Facebook-Anmeldung fortsetzen',
    description: 'Schließ die Anmeldung mit Facebook in diesem Browser ab.',
    continue: 'Weiter mit Facebook',
    unavailable: 'Die Anmeldung mit Facebook wird hier nicht angeboten.',
  },
} satisfies Messages['auth'];

export default auth;
