import type { EventTexts } from './types';

const en: EventTexts = {
  checkIn: {
    title: 'Daily check-in',
    description: 'Check in once a day to collect coins. Days 1 and 7 also give a roulette ticket!',
  },
  mission: {
    title: 'Mission: read 3 episodes of these titles',
    description:
      'Read episodes of the featured titles during the event: 1 episode gives free coins, 3 give a bigger prize.',
  },
  coupon: {
    title: 'Coupon giveaway',
    description: 'Join to receive a coupon code, then register it on the coupon page.',
    couponName: 'Event coupon',
  },
  signUp: {
    title: 'Sign-up event',
    description: 'Confirm your sign-up e-mail and get 10 free coins.',
  },
  adultOnly: { title: 'Late-night check-in for adults', description: 'A check-in event for adult readers only.' },
  minorOnly: { title: 'Student check-in', description: 'A check-in event for readers under the age of majority only.' },
  ended: { title: 'Check-in, round one', description: 'This event has ended. Thank you for taking part.' },
};

export default en;
