import type { Messages } from '../../messages';

const ui = {
  close: 'Schließen',
  back: 'Zurück',
  scrollToTop: 'Nach oben',
  dismiss: 'Ausblenden',
  notifications: 'Benachrichtigungen',
  busy: 'Bitte warte …',
  retry: 'Erneut versuchen',
  card: {
    adult: 'Ab 18',
    bl: 'BL',
    waitFree: 'Warte-bis-gratis',
    completed: 'Abgeschlossen',
    paused: 'Pausiert',
    rank: 'Platz {rank}',
  },
} satisfies Messages['ui'];

export default ui;
