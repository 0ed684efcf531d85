import type { Messages } from '../../messages';

const phone = {
  verify: {
    number: 'Handynummer',
    numberHint: 'Die Handynummer, die bei deinem Konto hinterlegt ist, z. B. {example}',
    /** A mobile number as the platform's readers write it: the hint's and the error's example. */
    example: '0151 23456789',
    send: 'Code senden',
    resend: 'Erneut senden',
    code: 'Bestätigungscode',
    codeHint: 'Der 6-stellige Code aus der SMS',
    submit: 'Bestätigen',
    countdown: 'Verbleibende Zeit {time}',
  },
  /** The phone messages of spec §8. */
  messages: {
    sent: 'Der Bestätigungscode wurde gesendet.',
    verifyFirst: 'Bitte bestätige zuerst deine Telefonnummer.',
    sendFailed: 'Der Bestätigungscode konnte nicht gesendet werden. Bitte versuche es erneut.',
    verified: 'Bestätigung abgeschlossen.',
    timeOver: 'Die Zeit ist abgelaufen. Bitte fordere einen neuen Code an und bestätige erneut.',
    enterNumber: 'Bitte gib deine Telefonnummer ein.',
    checkNumber: 'Bitte überprüfe die Telefonnummer. Gib eine Handynummer wie {example} ein.',
    enterCode: 'Bitte gib den 6-stelligen Code ein.',
  },
  findPassword: {
    title: 'Passwort vergessen',
    intro: 'Wir senden einen Code per SMS an die Telefonnummer, die bei deinem Konto hinterlegt ist.',
    byMail: 'Stattdessen per E-Mail zurücksetzen',
    account: 'Konto: {email}',
    newPassword: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    rule: '8 bis 20 Zeichen mit mindestens zwei Arten: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen.',
    passwordRequired: 'Bitte gib ein neues Passwort ein.',
    confirmRequired: 'Bitte gib das neue Passwort noch einmal ein.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    submit: 'Passwort ändern',
    done: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen an.',
    toLogin: 'Anmelden',
  },
  findId: {
    title: 'Meine ID finden',
    intro: 'Wir senden einen Code per SMS an die Telefonnummer, die bei deinem Konto hinterlegt ist.',
    found: 'Die ID (E-Mail) zu dieser Nummer',
    toLogin: 'Anmelden',
    toFindPassword: 'Passwort vergessen?',
  },
} satisfies Messages['phone'];

export default phone;
