import { plural } from '../../plural';

/** The purchase sheet: buying, renting and wait-until-free tickets (src/features/purchase). */
const purchase = {
  title: 'Unlock episodes',
  rentTitle: 'Rent episodes',
  buyTitle: 'Buy episodes',
  loading: 'Working out the price…',
  failed: 'The price could not be loaded.',
  retry: 'Try again',
  lines: 'Episodes',
  line: 'Episode {number}: {name}',
  total: 'Total',
  quantity: {
    label: 'Number of episodes',
    less: 'One episode fewer',
    more: 'One episode more',
    value: plural({ one: '{count} episode', other: '{count} episodes' }),
  },
  balance: {
    heading: 'Your coins',
    COIN: 'Coins',
    BONUS: 'Bonus coins',
    FREE_COIN: 'Free coins',
  },
  parts: {
    heading: 'Paid with',
    hint: 'Bonus and free coins go first, the ones expiring soonest first.',
    expires: 'expires {date}',
    noExpiry: 'no expiry',
  },
  rental: 'Readable for {hours} hours after renting.',
  keep: 'Yours to keep: read it any time.',
  shortfall: plural({ one: 'You need {count} more coin.', other: 'You need {count} more coins.' }),
  toShop: 'Get coins',
  confirmRent: 'Rent for {coins}',
  confirmBuy: 'Buy for {coins}',
  retryConfirm: 'Try again',
  retryHint: 'No answer came back. Trying again will not charge you twice.',
  rented: plural({ one: 'Episode {numbers} rented.', other: 'Episodes {numbers} rented.' }),
  bought: plural({ one: 'Episode {numbers} bought.', other: 'Episodes {numbers} bought.' }),
  ticketUsed: 'Unlocked with your wait-until-free ticket: readable for {hours} hours.',
};

export default purchase;
