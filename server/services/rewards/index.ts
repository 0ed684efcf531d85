/**
 * Rewards: the roulette (wheel, draw, spins, tickets, prize addresses, operator commands), the offerwall, and the
 * one grant of an event's or a prize's reward. Routes: server/routes/roulette, offerwall. SPA:
 * src/features/roulette, rewards.
 *
 * The public face of this domain: code outside server/services/rewards/ imports it from here, never from its files
 * (eslint.config.js, import-x/no-restricted-paths).
 */
export { completeTestOffer, receiveOfferwallCallback, testOffersOf } from './offerwall/stand-in';
export { grantReward } from './rewards';
export { grantTickets, ticketsOf } from './roulette-tickets';
export { cryptoRandomInt } from './roulette/draw';
export { clearForcedPrize, forcedPrizeOf, forceNextPrize } from './roulette/forced-prize';
export { listPrizesCommand, PRIZE_USAGE, shipPrizeCommand } from './roulette/operator-commands';
export { spinRoulette } from './roulette/spin';
export { listSpins, saveAddress, spinOf } from './roulette/spins';
export { wheelOf } from './roulette/wheel';
