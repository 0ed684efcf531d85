import type { Messages } from '../../messages';

const offline = {
  keep: {
    action: 'Offline speichern',
    label: 'Episode {number} offline speichern',
    busy: 'Wird gespeichert …',
    kept: 'Auf diesem Gerät',
    keptLabel: 'Episode {number} ist auf diesem Gerät: entfernen',
    removed: 'Episode {number} wurde von diesem Gerät entfernt.',
    done: 'Episode {number} ist auf diesem Gerät gespeichert und offline lesbar.',
  },
  keepAll: {
    action: 'Alle gekauften Episoden offline speichern',
    busy: 'Wird gespeichert … ({done} von {total})',
    done: {
      one: '{count} Episode ist auf diesem Gerät gespeichert.',
      other: '{count} Episoden sind auf diesem Gerät gespeichert.',
    },
    none: 'Alle gekauften Episoden dieses Titels sind schon auf diesem Gerät.',
  },
  errors: {
    OFFLINE: 'Du bist offline. Verbinde dich mit dem Internet, um Episoden zu speichern.',
    NO_SPACE:
      'Kein Speicherplatz mehr auf diesem Gerät. Entferne gespeicherte Episoden und versuche es erneut; nichts wurde halb gespeichert.',
    NOT_KEEPABLE: 'Offline speichern lassen sich nur Episoden, die du gekauft oder ausgeliehen hast.',
    FAILED: 'Die Episode konnte nicht gespeichert werden, es wurde nichts davon abgelegt. Versuche es erneut.',
  },
  ahead: {
    label: 'Nächste Episoden im WLAN automatisch speichern',
    off: 'Aus',
    count: {
      one: 'Die nächste gekaufte Episode',
      other: 'Die nächsten {count} gekauften Episoden',
    },
    hint: 'Wenn du einen Titel im WLAN liest, werden die gekauften Episoden nach der gelesenen von selbst auf diesem Gerät gespeichert. Nie im Mobilfunknetz.',
    unknownConnection:
      'Dieser Browser verrät nicht, ob du im WLAN bist, deshalb wird hier nichts von selbst gespeichert: Speichere Episoden auf der Titelseite selbst.',
    stopped: 'Das letzte automatische Speichern wurde abgebrochen: {reason}',
  },
  device: {
    heading: 'Auf diesem Gerät',
    loading: 'Gespeicherte Episoden werden gelesen …',
    empty:
      'Auf diesem Gerät ist noch nichts gespeichert. Wähle auf der Seite eines Titels bei einer gekauften oder ausgeliehenen Episode „Offline speichern“.',
    guest: 'Melde dich an, um gekaufte Episoden offline zu speichern.',
    used: 'Belegt: {size}',
    left: 'Frei: {size}',
    titleSize: { one: '{count} Episode · {size}', other: '{count} Episoden · {size}' },
    episode: 'Episode {number}: {name}',
    size: '{size}',
    rentalEnds: 'Ausleihe endet am {date}',
    open: 'Lesen',
    openLabel: 'Episode {number} von „{title}“ lesen',
    removeEpisode: 'Entfernen',
    removeEpisodeLabel: 'Episode {number} von „{title}“ von diesem Gerät entfernen',
    removeTitle: 'Titel entfernen',
    removeTitleLabel: 'Alle gespeicherten Episoden von „{title}“ von diesem Gerät entfernen',
  },
  viewer: {
    ended: 'Die Ausleihe ist abgelaufen, die gespeicherte Episode wurde von diesem Gerät entfernt.',
    notKept: 'Du bist offline, und diese Episode ist nicht auf diesem Gerät gespeichert.',
  },
} satisfies Messages['offline'];

export default offline;
