import type { Messages } from '../../messages';

const themes = {
  title: 'Thema',
  count: { zero: 'Keine Titel', one: '{count} Titel', other: '{count} Titel' },
  empty: 'Keiner der Titel dieses Themas kann dir angezeigt werden.',
  failed: 'Das Thema konnte nicht geladen werden.',
  toMain: 'Zurück zur Startseite',
} satisfies Messages['themes'];

export default themes;
