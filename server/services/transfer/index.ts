/**
 * The German account transfer: the period, requests, the move of coins and contents into a 'me' account. Routes:
 * server/routes/transfer. SPA: src/features/transfer.
 *
 * The public face of this domain: code outside server/services/transfer/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { contentsOf } from './contents';
export { moveAccount } from './move';
export { requestTransfer, runDueTransfers, transferPeriod, transferStatus, transferSummary } from './transfer';
