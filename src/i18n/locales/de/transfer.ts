import type { Messages } from '../../messages';

const transfer = {
  loading: 'Wird geladen …',
  failed: 'Das konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  deadline: 'bis {date}, {time} Uhr',
  kind: { COIN: 'Coins', BONUS: 'Bonus-Coins', FREE_COIN: 'Gratis-Coins', MILEAGE: 'Punkte' },
  note: {
    intro:
      'Unser Dienst in Deutschland wird eingestellt. Du kannst dein Konto mit allem, was dazugehört, in unseren globalen Dienst übertragen und dort weiterlesen.',
    open: 'Die Übertragung ist {deadline} möglich.',
    duration: 'Sie dauert 1 bis 2 Minuten.',
    whatMoves: 'Das nimmst du mit',
    items: {
      account: 'Dein Konto mit E-Mail-Adresse und Nickname',
      coins: 'Deine Coins nach Art (Coins, Bonus-Coins, Gratis-Coins und Punkte), jeweils mit ihrem Ablaufdatum',
      episodes: 'Deine gekauften Episoden und deine ausgeliehenen bis zum Ende der Ausleihe',
      favorites: 'Deine Favoriten',
    },
    start: 'Übertragung starten',
    ended:
      'Die Übertragung war {deadline} möglich. Dieser Zeitraum ist abgelaufen: Eine Übertragung kann nicht mehr beantragt werden.',
    toStatus: 'Stand deiner Übertragung ansehen',
    loginForStatus: 'Anmelden und Stand der Übertragung ansehen',
  },
  login: {
    intro:
      'Melde dich mit dem Konto an, das du bei uns in Deutschland nutzt. Danach siehst du genau, was übertragen wird.',
  },
  summary: {
    heading: 'Das wird übertragen',
    source: 'Von deinem Konto hier',
    target: 'In dein Konto im globalen Dienst',
    targetNew: 'Für dich wird im globalen Dienst ein neues Konto angelegt.',
    targetExisting: 'Alles kommt in dein bestehendes Konto im globalen Dienst.',
    email: 'E-Mail-Adresse',
    nickname: 'Nickname',
    balances: 'Guthaben',
    coins: 'Coins nach Ablaufdatum',
    coinsKind: 'Art',
    coinsAmount: 'Menge',
    coinsExpiry: 'Gültig bis',
    noExpiry: 'Unbegrenzt',
    noCoins: 'Keine Coins',
    library: 'Episoden und Favoriten',
    owned: { one: '{count} gekaufte Episode', other: '{count} gekaufte Episoden' },
    rented: { one: '{count} ausgeliehene Episode', other: '{count} ausgeliehene Episoden' },
    rentalsEndFirst: 'Die erste Ausleihe endet am {date}.',
    favorites: { one: '{count} Favorit', other: '{count} Favoriten' },
  },
  confirm: {
    termsLegend: 'Bitte lesen und ankreuzen (erforderlich)',
    terms: {
      final:
        'Ich weiß, dass die Übertragung nicht rückgängig gemacht werden kann und mein Konto hier danach geschlossen wird.',
      contents:
        'Meine Coins behalten ihre Art und ihr Ablaufdatum; ausgeliehene Episoden enden zur selben Zeit wie hier.',
      target: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung des globalen Dienstes zu.',
    },
    required: 'Bitte kreuze alle (erforderlichen) Felder an',
    termsLink: 'Nutzungsbedingungen',
    privacyLink: 'Datenschutzerklärung',
    newTab: 'öffnet in einem neuen Tab',
    submit: 'Übertragung beantragen',
    unconfirmedTarget: {
      heading: 'Dein Konto bei me ist noch nicht bestätigt',
      text: 'Unter dieser E-Mail-Adresse gibt es schon ein Konto beim globalen Dienst me, dessen Adresse noch nicht bestätigt ist. Bestätige sie dort zuerst über den Link in der Bestätigungs-E-Mail; danach übertragen wir alles in dieses Konto.',
    },
    uncertain:
      'Wir wissen nicht, ob dein Antrag angekommen ist. Bitte versuch es noch einmal: Er wird nicht doppelt ausgeführt.',
  },
  status: {
    start: {
      heading: 'Noch keine Übertragung beantragt',
      text: 'Prüfe, was übertragen wird, und beantrage dann die Übertragung.',
      action: 'Weiter zur Bestätigung',
    },
    request: {
      heading: 'Dein Konto wird übertragen',
      text: 'Das dauert 1 bis 2 Minuten. Lass diese Seite ruhig offen, sie aktualisiert sich von selbst.',
      progress: 'Fortschritt der Übertragung',
      requestedAt: 'Beantragt am {date}',
    },
    finish: {
      heading: 'Dein Konto wurde übertragen',
      text: 'Dein Konto ist am {date} in den globalen Dienst umgezogen.',
      account: 'Dein Konto dort: {email}',
      moved: 'Das wurde übertragen',
      toMe: 'Im globalen Dienst weiterlesen',
    },
    error: {
      heading: 'Die Übertragung ist fehlgeschlagen',
      text: 'Es wurde nichts übertragen: Dein Konto und deine Coins sind unverändert. Bitte versuch es noch einmal.',
      retry: 'Erneut versuchen',
    },
  },
  logout: 'Abmelden',
  closed: {
    startHeading: 'Es wurde keine Übertragung beantragt',
    errorText: 'Es wurde nichts übertragen: Dein Konto und deine Coins sind unverändert.',
    title: 'Übertragung nicht mehr möglich',
    heading: 'Der Zeitraum für die Übertragung ist abgelaufen',
    stillCan:
      'Im globalen Dienst kannst du weiterlesen, deine Coins, Episoden und Favoriten von hier können aber nicht mehr übertragen werden. Eine Übertragung, die du rechtzeitig beantragt hast, kannst du weiter verfolgen.',
  },
  wrong: {
    heading: 'Dieser Schritt lässt sich so nicht öffnen',
    text: 'Er wurde außer der Reihe, ohne Anmeldung oder über einen Link geöffnet, der nicht zu deinem Konto gehört.',
    toNote: 'Zurück zum Anfang',
  },
} satisfies Messages['transfer'];

export default transfer;
