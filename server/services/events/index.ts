/**
 * Events: the list and detail with the reader's progress, and claims of a check-in day, a mission step or an event's
 * coupon. Routes: server/routes/event. SPA: src/features/events.
 *
 * The public face of this domain: code outside server/services/events/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { claimEvent } from './event-claim';
export { eventDetail, listEvents } from './event-read';
