import { plural } from '../../plural';

/** Notices and the FAQ (src/features/help, spec §7 groups `notice` and `faq`). */
const help = {
  notice: {
    title: 'Notices',
    pinned: 'Pinned',
    empty: 'There are no notices yet.',
    emptyPage: 'There are no notices on this page.',
    toFirst: 'Go to the first page',
    failed: 'The notices could not be loaded.',
    retry: 'Try again',
    pages: 'Pages of notices',
    page: 'Page {page}',
    previous: 'Previous page',
    next: 'Next page',
    latest: 'Latest notices',
    toList: 'All notices',
    notFound: 'This notice does not exist or has been removed.',
    failedOne: 'The notice could not be loaded.',
  },
  faq: {
    title: 'FAQ',
    categories: 'Categories',
    all: 'All',
    category: {
      COIN: 'Coins',
      PURCHASE: 'Rent and buy',
      FREE: 'Free reading',
      ACCOUNT: 'Account',
      TRANSFER: 'Account transfer',
      OTHER: 'Other',
    },
    searchLabel: 'Search the FAQ',
    searchPlaceholder: 'Search the FAQ, e.g. refund',
    clear: 'Clear the search',
    tooLong: 'Please use at most {max} characters.',
    results: plural({ one: '{count} question matches “{query}”.', other: '{count} questions match “{query}”.' }),
    noResult: 'No question matches “{query}”.',
    noResultHint: 'Try other or fewer words.',
    empty: 'There are no questions here yet.',
    failed: 'The FAQ could not be loaded.',
    retry: 'Try again',
    notHere: 'Did not find your answer?',
    toQna: 'Ask us in a 1:1 inquiry',
  },
};

export default help;
