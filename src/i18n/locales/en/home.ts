import homeMain from './homeMain';

/** The main page and the home tabs (src/features/catalog). */
const home = {
  ...homeMain,
  /** The banners' pause button: it comes with the carousel, after the first load. */
  autoplay: {
    pause: 'Stop the banners',
    play: 'Play the banners',
  },
  days: {
    MONDAY: 'Mon',
    TUESDAY: 'Tue',
    WEDNESDAY: 'Wed',
    THURSDAY: 'Thu',
    FRIDAY: 'Fri',
    SATURDAY: 'Sat',
    SUNDAY: 'Sun',
    TEN: '10 days',
  },
  dayFilter: 'Day of release',
  today: '(today)',
  sorts: { POPULAR: 'Popular', LATEST: 'Latest', FREETIME: 'Wait-until-free' },
  sortFilter: 'Order',
  loading: 'Loading titles…',
  loadMore: 'Load more',
  loadMoreError: 'The next titles could not be loaded.',
  end: 'You have reached the end of this list.',
  gate: {
    adultTitle: 'For readers 18 and over',
    adultGuest: 'Log in to see mature titles.',
    adultUnverified: 'Mature titles are shown once you have confirmed that you are 18 or over.',
    adultHidden: 'Mature titles are turned off for your account. You can turn them on in My page.',
    blTitle: 'BL titles are turned off',
    blHidden: 'BL titles are turned off for your account. You can turn them on in My page.',
    blInApp: 'BL titles are not shown in the app.',
    login: 'Log in',
    confirmAge: 'Confirm my age',
    toMy: 'Go to My page',
  },
};

export default home;
