import { plural } from '../../plural';

/** The roulette: the wheel, its published odds, the reader's prizes and the delivery address (src/features/roulette). */
const roulette = {
  tickets: plural({ one: '{count} ticket left', other: '{count} tickets left' }),
  wheel: 'Roulette wheel with {count} prizes',
  spin: 'Spin',
  spinning: 'Spinning…',
  noTickets: 'You have no tickets. Take part in events to earn roulette tickets.',
  toEvents: 'See events',
  guest: 'Log in to spin the roulette with your tickets.',
  login: 'Log in',
  loading: 'Loading…',
  failed: 'The roulette could not be loaded.',
  retry: 'Retry',
  toSpins: 'My prizes',
  result: {
    won: 'You won: {prize}',
    physical: 'Tell us where to send it: enter your delivery address.',
    enterAddress: 'Enter the address',
  },
  odds: {
    title: 'Prizes and odds',
    note: 'Each spin draws one prize on our server with these probabilities, which add up to 100 %.',
    prize: 'Prize',
    probability: 'Probability',
    total: 'Total',
  },
  spins: {
    title: 'My prizes',
    empty: 'You have not spun the roulette yet.',
    more: 'Show more',
    wonOn: 'Won on {date}',
    status: {
      ADDRESS_NEEDED: 'Address needed',
      WAITING: 'Preparing shipment',
      SHIPPED: 'Shipped on {date}',
    },
    sentTo: 'Delivery address',
    edit: 'Change the address',
    enter: 'Enter the address',
    toRoulette: 'Back to the roulette',
  },
  address: {
    title: 'Delivery address',
    intro: 'Where should we send “{prize}”?',
    required: '{label} (required)',
    field: {
      name: 'Name',
      zipCode: 'Postal code',
      city: 'State / city',
      address1: 'Address',
      address2: 'Building, apartment',
      phone: 'Mobile phone number',
    },
    check: {
      required: 'Please fill in this field.',
      zipCode: 'Enter a valid postal code.',
      phone: 'Enter a valid mobile phone number of this country.',
    },
    save: 'Save the address',
    saving: 'Saving…',
    saved: 'Address saved.',
    shipped: 'This prize has been shipped: its address can no longer be changed.',
    notFound: 'This prize could not be found.',
  },
};

export default roulette;
