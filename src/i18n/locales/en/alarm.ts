import { plural } from '../../plural';

/** The notifications list (src/features/alarm, spec §7 group `alarm`, issue 11). */
const alarm = {
  title: 'Notifications',
  empty: 'No notifications in the last 30 days.',
  kept: 'Notifications are kept for 30 days.',
  failed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  more: 'Show more',
  pushOff: 'Your notifications are turned off, so gifts and rentals ending soon are not listed here.',
  pushOffLink: 'Turn them on in the notification settings',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  badge: plural({ one: '{count} unread notification', other: '{count} unread notifications' }),
  kind: {
    GIFT: 'A gift is waiting in your gift box.',
    GIFT_TITLE: 'A gift of “{title}” is waiting in your gift box.',
    RENTAL_ENDING: 'Your rental of “{title}” ends soon.',
    FREETIME_READY: 'Your wait-until-free ticket for “{title}” is ready.',
    NEW_EPISODE: 'Episode {number} of “{title}” is out.',
    INQUIRY_ANSWERED: 'The help desk has answered your inquiry.',
  },
};

export default alarm;
