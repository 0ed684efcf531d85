import type { Messages } from '../../messages';

const account = {
  my: {
    title: 'Mein Bereich',
    profile: 'Profil',
    nickname: 'Spitzname',
    email: 'E-Mail',
    balances: 'Guthaben',
    menu: 'Konto',
    logout: 'Abmelden',
    links: {
      changePassword: 'Passwort ändern',
      library: 'Meine Bibliothek',
      shop: 'Münzshop',
      historyCharge: 'Aufladeverlauf',
      historyUse: 'Nutzungsverlauf',
      historyMileage: 'Punkteverlauf',
      mileageExchange: 'Punkte tauschen',
      settings: 'Benachrichtigungen',
      withdrawal: 'Konto löschen',
    },
  },
  coin: {
    COIN: 'Coins',
    BONUS: 'Bonus-Coins',
    FREE_COIN: 'Gratis-Coins',
    MILEAGE: 'Punkte',
  },
  changePassword: {
    title: 'Passwort ändern',
    old: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    rule: '8 bis 20 Zeichen mit mindestens zwei Arten: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen.',
    oldRequired: 'Bitte gib dein aktuelles Passwort ein.',
    newRequired: 'Bitte gib ein neues Passwort ein.',
    confirmRequired: 'Bitte gib das neue Passwort noch einmal ein.',
    mismatch: 'Die neuen Passwörter stimmen nicht überein.',
    submit: 'Passwort ändern',
    success: 'Dein Passwort wurde geändert.',
  },
} satisfies Messages['account'];

export default account;
