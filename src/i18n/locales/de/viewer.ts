import type { Messages } from '../../messages';

const viewer = {
  region: 'Episoden-Viewer',
  imageAlt: 'Bild {page} von {total}',
  copyrightAlt: 'Urheberrechtshinweis {page} von {total}',
  copyrightRegion: 'Urheberrecht',
  loadFailed: 'Dieses Bild konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  retryLabel: 'Bild {page} erneut laden',
  bar: {
    label: 'Viewer-Menü',
    back: 'Zurück zum Titel',
    prevEpisode: 'Vorherige Episode',
    nextEpisode: 'Nächste Episode',
    nextLocked: 'Nächste Episode: auf der Titelseite freischalten',
    prevPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    position: 'Bild {page} von {total}',
    zoomLabel: 'Zoom',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    zoomReset: 'Zoom zurücksetzen ({percent} %)',
  },
  mode: {
    label: 'Lesemodus',
    SCROLL: 'Scrollen',
    PAPER: 'Seitenweise',
  },
  autoContinue: {
    label: 'Automatisch weiter',
  },
  end: {
    heading: 'Ende von Episode {number}',
    next: {
      FREE: 'Die nächste Episode ist kostenlos.',
      OWNED: 'Die nächste Episode gehört dir.',
      RENTED: 'Du hast die nächste Episode ausgeliehen: noch {hours} Std. {minutes} Min.',
      WAIT_FREE: 'Die nächste Episode ist nach {hours} Std. Wartezeit kostenlos.',
      LOCKED: 'Die nächste Episode ist kostenpflichtig.',
    },
    prices: 'Ausleihen für {rent} · Kaufen für {possession}',
    latest: 'Du bist auf dem neuesten Stand: Das ist die neueste Episode.',
    latestHint: 'Neue Episoden erscheinen auf der Titelseite.',
    readNext: 'Nächste Episode lesen',
    unlock: 'Auf der Titelseite freischalten',
    toTitle: 'Alle Episoden',
    prev: 'Vorherige Episode',
    autoStops: '„Automatisch weiter“ hält hier an: Diese Episode muss erst freigeschaltet werden.',
    countdown: 'Nächste Episode in {seconds} s',
    countdownAnnounce: 'Die nächste Episode öffnet sich in {seconds} Sekunden.',
  },
  keyboardHelp:
    'Mit Pfeiltasten, Bild auf/ab, Leertaste, J und K bewegst du dich; mit N und P wechselst du die Episode; Escape zeigt das Menü.',
} satisfies Messages['viewer'];

export default viewer;
