/**
 * The periodic job across the domains (expired lots, ended windows, sessions and codes, notifications due, old
 * logs).
 *
 * The public face of this domain: code outside server/services/housekeeping/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { runHousekeeping } from './housekeeping';
