import { plural } from '../../plural';

/** Theme collections of the main page (src/features/themes, issue 13). */
const themes = {
  title: 'Theme',
  count: plural({ zero: 'No titles', one: '{count} title', other: '{count} titles' }),
  empty: 'None of the titles of this theme can be shown to you.',
  failed: 'The theme could not be loaded.',
  toMain: 'Back to the main page',
};

export default themes;
