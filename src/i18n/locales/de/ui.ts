import type { Messages } from '../../messages';

const ui = {
  close: 'Schließen',
  back: 'Zurück',
  scrollToTop: 'Nach oben',
  dismiss: 'Ausblenden',
  notifications: 'Benachrichtigungen',
  busy: 'Bitte warte …',
} satisfies Messages['ui'];

export default ui;
