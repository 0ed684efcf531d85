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
    prevEpisode: 'Vorherige Episode',
    nextEpisode: 'Nächste Episode',
    prevPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    position: 'Bild {page} von {total}',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    zoomReset: 'Zoom zurücksetzen ({percent} %)',
  },
  mode: {
    label: 'Lesemodus',
    SCROLL: 'Scrollen',
    PAPER: 'Seitenweise',
  },
  keyboardHelp:
    'Mit Pfeiltasten, Bild auf/ab, Leertaste, J und K bewegst du dich; mit N und P wechselst du die Episode; Escape zeigt das Menü.',
} satisfies Messages['viewer'];

export default viewer;
