import { plural } from '../../plural';

/** The search screen (src/features/search). */
const search = {
  title: 'Search',
  field: {
    label: 'Search titles, creators and tags',
    placeholder: 'Title, creator or tag',
    submit: 'Search',
    tooLong: 'A search can be at most {max} characters long.',
  },
  results: {
    heading: 'Search results',
    searching: 'Searching…',
    count: plural({ one: '{count} result for “{query}”', other: '{count} results for “{query}”' }),
    none: 'No results for “{query}”',
    noneHint: 'Check the spelling, try a shorter word, or pick one of these popular tags.',
    failed: 'The search did not work this time.',
    retry: 'Try again',
    more: 'Show more results',
    retryMore: 'Try loading more results again',
  },
  recent: {
    heading: 'Recent searches',
    clearAll: 'Clear all',
    remove: 'Remove “{query}” from recent searches',
  },
  tags: {
    heading: 'Popular tags',
    chip: '#{tag}',
    chipLabel: plural({ one: 'Search #{tag} ({count} title)', other: 'Search #{tag} ({count} titles)' }),
  },
};

export default search;
