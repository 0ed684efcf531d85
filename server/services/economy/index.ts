/**
 * Coins and what they buy: the coin ledger with its lots and wallet lock, charges and refunds, the coin shop,
 * purchases and rentals, wait-until-free tickets, gifts, coupons, mileage, the histories, and the idempotency of
 * every write that moves money. Routes: server/routes/payment, coin, purchase, gift, coupon, wallet. SPA:
 * src/features/shop, purchase, wallet.
 *
 * The public face of this domain: code outside server/services/economy/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { listProducts } from './coin-products';
export { availableCouponCount, listCoupons, registerCoupon } from './coupons';
export { listGifts, receiveGift, sendGift, waitingGiftCount } from './gifts';
export { HISTORY_KINDS, historyPage } from './history';
export { forgetOldKeys, type IdempotentRequest, requireIdempotencyKey, runIdempotent } from './idempotency';
export {
  coinBalance,
  coinsUsed,
  expireDueLots,
  grantCoins,
  lockWallets,
  openLots,
  walletOf,
  withdrawLots,
} from './ledger';
export { exchangeMileage } from './mileage';
export { cancelPayment, confirmPayment, createCharge, paymentOf, paymentsOf, refundPayment } from './payments';
export { previewPurchase, useWaitFreeTicket } from './purchases';
export { purchaseEpisodes } from './purchases-paid';
