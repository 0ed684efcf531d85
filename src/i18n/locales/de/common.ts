import type { Messages } from '../../messages';

const common = {
  appName: 'Webtoon',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  back: 'Zurück',
  close: 'Schließen',
  confirm: 'OK',
  cancel: 'Abbrechen',
  yes: 'Ja',
  no: 'Nein',
  save: 'Speichern',
  next: 'Weiter',
  done: 'Fertig',
  required: 'Pflichtfeld',
  optional: 'Optional',
  toHome: 'Zur Startseite',
  coins: { one: '{count} Coin', other: '{count} Coins' },
} satisfies Messages['common'];

export default common;
