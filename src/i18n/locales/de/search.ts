import type { Messages } from '../../messages';

const search = {
  title: 'Suche',
  field: {
    label: 'Titel, Mitwirkende und Tags durchsuchen',
    placeholder: 'Titel, Mitwirkende oder Tag',
    submit: 'Suchen',
    tooLong: 'Ein Suchbegriff darf höchstens {max} Zeichen lang sein.',
  },
  results: {
    heading: 'Suchergebnisse',
    searching: 'Suche läuft …',
    count: { one: '{count} Ergebnis für „{query}“', other: '{count} Ergebnisse für „{query}“' },
    none: 'Keine Ergebnisse für „{query}“',
    noneHint: 'Prüfe die Schreibweise, versuche ein kürzeres Wort oder einen der beliebten Tags.',
    failed: 'Die Suche hat diesmal nicht geklappt.',
    retry: 'Erneut versuchen',
    more: 'Weitere Ergebnisse anzeigen',
    retryMore: 'Weitere Ergebnisse erneut laden',
  },
  recent: {
    heading: 'Letzte Suchen',
    clearAll: 'Alle löschen',
    remove: '„{query}“ aus den letzten Suchen entfernen',
  },
  tags: {
    heading: 'Beliebte Tags',
    chip: '#{tag}',
    chipLabel: { one: 'Nach #{tag} suchen ({count} Titel)', other: 'Nach #{tag} suchen ({count} Titel)' },
  },
} satisfies Messages['search'];

export default search;
