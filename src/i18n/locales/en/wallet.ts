import { plural } from '../../plural';

/** Histories, mileage exchange and refunds (src/features/wallet). */
const wallet = {
  title: 'My coins',
  history: {
    window: plural({ one: 'The last {count} day', other: 'The last {count} days' }),
    loading: 'Loading the history…',
    failed: 'The history could not be loaded.',
    retry: 'Try again',
    more: 'Show more',
    loadingMore: 'Loading more…',
    type: {
      CHARGE: 'Charge',
      USE: 'Use',
      EXPIRE: 'Expiry',
      CANCEL: 'Cancellation',
      REFUND_PURCHASE: 'Refund',
    },
    kind: {
      COIN: 'Coins',
      BONUS: 'Bonus coins',
      FREE_COIN: 'Free coins',
      MILEAGE: 'Points',
    },
    source: {
      PAYMENT: 'Coin shop',
      COUPON: 'Coupon',
      MILEAGE: 'Points exchange',
      REWARD: 'Reward',
      EVENT: 'Event',
      ADMIN: 'From the service',
      OFFERWALL: 'Offerwall',
    },
    expires: 'Expires {date}',
    episodes: plural({ one: 'Episode {numbers}', other: 'Episodes {numbers}' }),
  },
  refund: {
    action: 'Refund',
    actionFor: 'Refund {product}',
    until: 'Refundable until {date}',
    title: 'Refund this charge?',
    message: '{product}: {coins} coins and {bonus} bonus coins are taken back, and {price} is refunded.',
    confirm: 'Refund',
    done: 'The charge was refunded.',
    uncertain: 'No answer came back about the refund. Try again: it will not be refunded twice.',
  },
  mileage: {
    heading: 'Exchange points for bonus coins',
    rule: 'Exchange at least {min} points, in steps of {unit}: every {unit} points give {coins} bonus coins.',
    expiry: 'Bonus coins from an exchange expire {days} days after it.',
    held: 'Your points',
    loading: 'Loading your points…',
    failed: 'Your points could not be loaded.',
    max: 'You can exchange up to {max} points.',
    tooFew: 'You need at least {min} points to exchange.',
    points: 'Points to exchange',
    hint: 'In steps of {unit} points',
    gives: plural({ one: 'You get {count} bonus coin.', other: 'You get {count} bonus coins.' }),
    all: 'Exchange the most',
    submit: 'Exchange',
    done: plural({
      one: '{count} bonus coin was added. It expires {date}.',
      other: '{count} bonus coins were added. They expire {date}.',
    }),
    uncertain: 'No answer came back about the exchange. Try again: your points will not be taken twice.',
    guest: 'Log in to exchange your points.',
    login: 'Log in',
    toHistory: 'See the points history',
    errors: {
      empty: 'Enter the points to exchange.',
      INVALID_PARAMETER: 'Enter the points in steps of {unit}.',
      EXCHANGE_MILEAGE_INSUFFICIENT: 'Exchange at least {min} points.',
      MILEAGE_INSUFFICIENT: 'You have only {held} points.',
    },
  },
};

export default wallet;
