import { plural } from '../../plural';

/** The events list and an event's detail with its claims (src/features/events). */
const events = {
  loading: 'Loading…',
  failed: 'The events could not be loaded.',
  retry: 'Try again',
  empty: 'There are no events right now.',
  phase: { RUNNING: 'Now on', UPCOMING: 'Coming soon', ENDED: 'Ended' },
  period: '{start} – {end}',
  audience: { EVERYONE: 'Everyone', ADULT_ONLY: 'Adults only', MINOR_ONLY: 'Minors only', LOGGED_IN: 'Members only' },
  rewardKind: {
    COIN: plural({ one: 'coin', other: 'coins' }),
    BONUS: plural({ one: 'bonus coin', other: 'bonus coins' }),
    FREE_COIN: plural({ one: 'free coin', other: 'free coins' }),
    MILEAGE: plural({ one: 'point', other: 'points' }),
    ROULETTE_TICKET: plural({ one: 'roulette ticket', other: 'roulette tickets' }),
  },
  reward: '{amount} {kind}',
  rewards: 'Rewards: {rewards}',
  list: { running: 'Events now on', ended: 'Past events' },
  detail: {
    notFound: 'This event does not exist.',
    toList: 'All events',
    guest: 'Log in to take part in this event.',
    login: 'Log in',
    ended: 'This event has ended.',
    upcoming: 'This event has not started yet.',
  },
  checkIn: {
    heading: 'Check-in card',
    day: 'Day {day}',
    done: 'Checked in',
    today: 'You have checked in today. Come back tomorrow!',
    button: 'Check in',
  },
  mission: {
    heading: 'Mission',
    progress: '{read} of {requirement} episodes read',
    step: plural({ one: 'Read {count} episode', other: 'Read {count} episodes' }),
    titles: 'Titles that count',
    claim: 'Claim',
    claimLabel: plural({
      one: 'Claim the reward for reading {count} episode',
      other: 'Claim the reward for reading {count} episodes',
    }),
    left: plural({ one: '{count} more episode to read', other: '{count} more episodes to read' }),
    done: 'Claimed',
  },
  coupon: {
    heading: 'Your coupon',
    claim: 'Get the coupon',
    code: 'Your coupon code: {code}',
    register: 'Register it on the coupon page',
  },
  signUp: {
    body: 'Confirm the e-mail we sent you when you signed up, and the reward is yours.',
    confirmed: 'Your sign-up e-mail is confirmed: the reward is yours.',
    link: 'Confirm or resend the e-mail',
  },
  claimed: 'Received: {rewards}.',
};

export default events;
