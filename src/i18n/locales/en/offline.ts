import { plural } from '../../plural';

/** Episodes kept on this device for reading offline (src/features/offline). */
const offline = {
  keep: {
    action: 'Keep offline',
    label: 'Keep episode {number} offline',
    busy: 'Keeping…',
    kept: 'On this device',
    keptLabel: 'Episode {number} is on this device: remove it',
    removed: 'Episode {number} was removed from this device.',
    done: 'Episode {number} is kept on this device for reading offline.',
  },
  keepAll: {
    action: 'Keep all owned episodes offline',
    busy: 'Keeping {done} of {total}…',
    done: plural({
      one: '{count} episode is kept on this device.',
      other: '{count} episodes are kept on this device.',
    }),
    none: 'Every owned episode of this title is already on this device.',
  },
  errors: {
    OFFLINE: 'You are offline. Connect to the internet to keep episodes.',
    NO_SPACE: 'No space left on this device. Remove kept episodes and try again; nothing was half-kept.',
    NOT_KEEPABLE: 'Only episodes you own or rent can be kept offline.',
    FAILED: 'The episode could not be kept, so nothing of it was saved. Try again.',
  },
  ahead: {
    label: 'Keep the next episodes on Wi-Fi automatically',
    off: 'Off',
    count: plural({ one: 'The next {count} owned episode', other: 'The next {count} owned episodes' }),
    hint: 'While you read a title on Wi-Fi, the owned episodes after the one you read are kept on this device by themselves. Never on a mobile network.',
    unknownConnection:
      'This browser does not say whether you are on Wi-Fi, so nothing is kept by itself here: keep episodes by hand on the title page.',
    stopped: 'The last automatic keep stopped: {reason}',
  },
  device: {
    heading: 'On this device',
    loading: 'Reading what is kept on this device…',
    empty: 'Nothing is kept on this device yet. On a title page, choose "Keep offline" on an episode you own or rent.',
    guest: 'Sign in to keep the episodes you own for reading offline.',
    used: 'Used: {size}',
    left: 'Free: {size}',
    titleSize: plural({ one: '{count} episode · {size}', other: '{count} episodes · {size}' }),
    episode: 'Episode {number}: {name}',
    size: '{size}',
    rentalEnds: 'Rental ends {date}',
    open: 'Read',
    openLabel: 'Read episode {number} of "{title}"',
    removeEpisode: 'Remove',
    removeEpisodeLabel: 'Remove episode {number} of "{title}" from this device',
    removeTitle: 'Remove title',
    removeTitleLabel: 'Remove every kept episode of "{title}" from this device',
  },
  viewer: {
    ended: 'This rental has ended, so the kept episode was removed from this device.',
    notKept: 'You are offline and this episode is not kept on this device.',
  },
};

export default offline;
