import { plural } from '../../plural';

/** Closing an account (src/features/withdrawal): reason, losses, the mailed link and its page. */
const withdrawal = {
  title: 'Close account',
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Try again',
  intro:
    'Closing your account cannot be undone. See what you lose, tell us why you are leaving, and confirm with the link we e-mail you. Your account stays open until you open that link.',
  losses: {
    heading: 'What you lose',
    kind: { COIN: 'Paid coins', BONUS: 'Bonus coins', FREE_COIN: 'Free coins', MILEAGE: 'Points' },
    owned: plural({ one: '{count} purchased episode', other: '{count} purchased episodes' }),
    rented: plural({ one: '{count} rented episode', other: '{count} rented episodes' }),
    favorites: plural({ one: '{count} favourite', other: '{count} favourites' }),
    gifts: plural({ one: '{count} gift waiting in your gift box', other: '{count} gifts waiting in your gift box' }),
    note: 'Coins and points are not refunded, and purchased and rented episodes can no longer be read.',
  },
  reason: {
    legend: 'Why are you leaving?',
    options: {
      NOT_READING: 'I no longer read comics here',
      TOO_EXPENSIVE: 'Coins are too expensive',
      CONTENT: 'I cannot find titles I like',
      SERVICE: 'The app or site does not work well for me',
      PRIVACY: 'I am worried about my personal data',
      OTHER: 'Another reason',
    },
    required: 'Choose a reason.',
    detail: 'Tell us more',
    hint: 'At least {min} and at most {max} characters.',
    detailRequired: 'Please describe your reason in at least {min} characters.',
    detailTooLong: 'Please keep it to {max} characters.',
  },
  acknowledge: 'I understand that my coins, points and episodes are lost for good.',
  acknowledgeRequired: 'Please confirm that you understand what you lose.',
  submit: 'Send the confirmation e-mail',
  pending: 'A confirmation link was already sent. It is valid until {until}; asking again sends a new one.',
  sent: {
    heading: 'Check your e-mail',
    text: 'We sent a link to {email}. Open it by {until} to close your account. Until then your account stays open.',
  },
  toMy: 'Back to My page',
  confirm: {
    title: 'Close your account',
    text: 'Closing your account now writes off your coins and points and ends access to your episodes, for good.',
    submit: 'Close my account',
    done: {
      heading: 'Your account is closed',
      text: 'You have been signed out. Your remaining coins and points were written off and your personal data erased. This e-mail address can be used for a new account after 30 days.',
    },
    timeout: {
      heading: 'This link no longer works',
      text: 'The link has expired or was already used. Your account is still open: ask for a new link from My page.',
    },
    notFound: {
      heading: 'Account not found',
      text: 'No open account belongs to this link. It may already be closed.',
    },
    toHome: 'To the home page',
  },
};

export default withdrawal;
