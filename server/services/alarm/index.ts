/**
 * Notifications: written by the producers (gifts, tickets come due, rentals ending, new episodes), held through the
 * reader's night, read by the inbox. Routes: server/routes/alarm. SPA: src/features/alarm.
 *
 * The public face of this domain: code outside server/services/alarm/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { listNotifications, markRead, unreadCount } from './alarm-inbox';
export { giftDraft, produceNotifications } from './notification-producers';
export { forgetOldNotifications, notify } from './notifications';
export { NEW_ACCOUNT_PUSH } from './push-defaults';
