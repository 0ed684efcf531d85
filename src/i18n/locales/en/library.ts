import { plural } from '../../plural';

/** The library screens (src/features/library). */
const library = {
  title: 'Library',
  tabs: 'Library sections',
  loading: 'Loading your library…',
  failed: 'Your library could not be loaded.',
  retry: 'Try again',
  toHome: 'Find something to read',
  /** The tab of what is kept on this device for offline reading (src/features/offline). */
  deviceTab: 'On this device',
  my: {
    emptyHint: 'Titles you buy or rent will be kept here.',
    count: plural({ one: '{count} title', other: '{count} titles' }),
    owned: plural({ one: '{count} episode owned', other: '{count} episodes owned' }),
    rented: plural({ one: '{count} episode rented', other: '{count} episodes rented' }),
    rentedUntil: 'Rental ends {date}',
    freetime: plural({
      one: '{count} episode open with a wait-until-free ticket',
      other: '{count} episodes open with wait-until-free tickets',
    }),
    kind: {
      POSSESSION: 'Partly owned',
      ALL_POSSESSION: 'All episodes owned',
      RENT: 'Renting',
      ALL_RENT: 'All episodes open',
      PERMANENT: 'Yours forever',
      FREETIME: 'Wait-until-free',
    },
  },
  favorite: {
    count: plural({ one: '{count} favourite', other: '{count} favourites' }),
    remove: 'Remove “{title}” from favourites',
    removed: '“{title}” was removed from your favourites.',
    emptyHint: 'Tap the heart on a title’s page to keep it here.',
  },
  recent: {
    episode: 'Episode {number}',
    justNow: 'Just now',
    percent: '{percent}%',
    progressLabel: 'Progress in {title}, episode {number}',
    continue: 'Continue',
    continueLabel: 'Continue reading {title}, episode {number}',
    emptyHint: 'The episodes you read show up here, with the place where you stopped.',
  },
};

export default library;
