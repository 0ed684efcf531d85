/**
 * What the service tells others and itself: client error beacons and the consent-gated conversions outbox. Routes:
 * server/routes/log, third-party.
 *
 * The public face of this domain: code outside server/services/signals/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { CLIENT_LOG_LIMIT, forgetOldClientLogs, storeClientLogs } from './client-logs';
export { type ConversionAct, purchaseAct, queueConversion, registrationAct } from './conversions/queue';
export { conversionEndpoint, startConversionDelivery } from './conversions/sender';
