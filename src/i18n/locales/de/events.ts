import type { Messages } from '../../messages';

const events = {
  loading: 'Wird geladen…',
  failed: 'Die Aktionen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Derzeit gibt es keine Aktionen.',
  phase: { RUNNING: 'Läuft', UPCOMING: 'Demnächst', ENDED: 'Beendet' },
  period: '{start} – {end}',
  audience: {
    EVERYONE: 'Für alle',
    ADULT_ONLY: 'Nur Erwachsene',
    MINOR_ONLY: 'Nur Minderjährige',
    LOGGED_IN: 'Nur Mitglieder',
  },
  rewardKind: {
    COIN: { one: 'Münze', other: 'Münzen' },
    BONUS: { one: 'Bonusmünze', other: 'Bonusmünzen' },
    FREE_COIN: { one: 'Gratismünze', other: 'Gratismünzen' },
    MILEAGE: { one: 'Punkt', other: 'Punkte' },
    ROULETTE_TICKET: { one: 'Roulette-Los', other: 'Roulette-Lose' },
  },
  reward: '{amount} {kind}',
  rewards: 'Belohnungen: {rewards}',
  list: { running: 'Laufende Aktionen', ended: 'Vergangene Aktionen' },
  detail: {
    notFound: 'Diese Aktion gibt es nicht.',
    toList: 'Alle Aktionen',
    guest: 'Melde dich an, um an dieser Aktion teilzunehmen.',
    login: 'Anmelden',
    ended: 'Diese Aktion ist beendet.',
    upcoming: 'Diese Aktion hat noch nicht begonnen.',
  },
  checkIn: {
    heading: 'Anwesenheitskarte',
    day: 'Tag {day}',
    done: 'Eingecheckt',
    today: 'Du hast heute schon eingecheckt. Komm morgen wieder!',
    button: 'Einchecken',
  },
  mission: {
    heading: 'Mission',
    progress: '{read} von {requirement} Episoden gelesen',
    step: { one: '{count} Episode lesen', other: '{count} Episoden lesen' },
    titles: 'Diese Titel zählen',
    claim: 'Abholen',
    claimLabel: {
      one: 'Belohnung für {count} gelesene Episode abholen',
      other: 'Belohnung für {count} gelesene Episoden abholen',
    },
    left: { one: 'Noch {count} Episode zu lesen', other: 'Noch {count} Episoden zu lesen' },
    done: 'Abgeholt',
  },
  coupon: {
    heading: 'Dein Gutschein',
    claim: 'Gutschein holen',
    code: 'Dein Gutscheincode: {code}',
    register: 'Auf der Gutscheinseite einlösen',
  },
  signUp: {
    body: 'Bestätige die E-Mail, die wir dir bei der Registrierung geschickt haben, und die Belohnung gehört dir.',
    confirmed: 'Deine Registrierungs-E-Mail ist bestätigt: Die Belohnung gehört dir.',
    link: 'E-Mail bestätigen oder erneut senden',
  },
  claimed: 'Erhalten: {rewards}.',
} satisfies Messages['events'];

export default events;
