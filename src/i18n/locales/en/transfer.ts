import { plural } from '../../plural';

/** The account transfer of the German service to the global one (src/features/transfer, issue 5). */
const transfer = {
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Try again',
  deadline: 'until {date}, {time}',
  kind: { COIN: 'Coins', BONUS: 'Bonus coins', FREE_COIN: 'Free coins', MILEAGE: 'Points' },
  note: {
    intro:
      'Our service in Germany is closing. You can move your account, with everything in it, to our global service and keep reading there.',
    open: 'You can transfer your account {deadline}.',
    duration: 'The transfer takes 1 to 2 minutes.',
    whatMoves: 'What moves with you',
    items: {
      account: 'Your account, with its e-mail address and nickname',
      coins: 'Your coins by kind (coins, bonus coins, free coins and points), each with its expiry date',
      episodes: 'Your purchased episodes, and your rented episodes until their rental ends',
      favorites: 'Your favourites',
    },
    start: 'Start the transfer',
    ended: 'The transfer was possible {deadline}. This period has ended: a transfer can no longer be requested.',
    toStatus: 'See your transfer',
    loginForStatus: 'Log in to see your transfer',
  },
  login: {
    intro: 'Log in with the account you use on our German service. Next you will see exactly what moves.',
  },
  summary: {
    heading: 'What moves',
    source: 'From your account here',
    target: 'To your account on the global service',
    targetNew: 'A new account is created for you on the global service.',
    targetExisting: 'Everything goes into your existing account on the global service.',
    email: 'E-mail address',
    nickname: 'Nickname',
    balances: 'Balances',
    coins: 'Coins by expiry date',
    coinsKind: 'Kind',
    coinsAmount: 'Amount',
    coinsExpiry: 'Valid until',
    noExpiry: 'No expiry',
    noCoins: 'No coins',
    library: 'Episodes and favourites',
    owned: plural({ one: '{count} purchased episode', other: '{count} purchased episodes' }),
    rented: plural({ one: '{count} rented episode', other: '{count} rented episodes' }),
    rentalsEndFirst: 'The first rental ends on {date}.',
    favorites: plural({ one: '{count} favourite', other: '{count} favourites' }),
  },
  confirm: {
    termsLegend: 'Please read and tick (required)',
    terms: {
      final: 'I understand that the transfer cannot be undone and that my account here closes once it is done.',
      contents: 'My coins keep their kind and expiry date; rented episodes end when they would have ended here.',
      target: 'I agree to the terms of use and the privacy policy of the global service.',
    },
    required: 'Please tick all (required) boxes',
    termsLink: 'Terms of Use',
    privacyLink: 'Privacy Policy',
    newTab: 'opens in a new tab',
    submit: 'Request the transfer',
    unconfirmedTarget: {
      heading: 'Your me account is not confirmed yet',
      text: 'There is already an account on the global me service with this e-mail address, and the address has not been confirmed. Confirm it there first with the link in the confirmation e-mail; then everything moves into that account.',
    },
    uncertain: 'We do not know whether your request arrived. Please try again: it will not be carried out twice.',
  },
  status: {
    start: {
      heading: 'No transfer requested yet',
      text: 'Check what moves, then request the transfer.',
      action: 'Continue to the confirmation',
    },
    request: {
      heading: 'Your account is moving',
      text: 'This takes 1 to 2 minutes. You can leave this page open: it updates by itself.',
      progress: 'Transfer progress',
      requestedAt: 'Requested on {date}',
    },
    finish: {
      heading: 'Your account has moved',
      text: 'Your account moved to the global service on {date}.',
      account: 'Your account there: {email}',
      moved: 'What moved',
      toMe: 'Continue reading on the global service',
    },
    error: {
      heading: 'The transfer failed',
      text: 'Nothing was moved: your account and your coins are unchanged. Please try again.',
      retry: 'Try again',
    },
  },
  logout: 'Log out',
  closed: {
    startHeading: 'No transfer was requested',
    errorText: 'Nothing was moved: your account and your coins are unchanged.',
    /** The confirm step after the deadline: what happened, then what the reader can still do. */
    title: 'Transfer no longer possible',
    heading: 'The transfer period has ended',
    stillCan:
      'You can keep reading on the global service, but your coins, episodes and favourites from here can no longer be transferred. A transfer you requested in time can still be followed.',
  },
  wrong: {
    heading: 'This step cannot be opened like this',
    text: 'It was opened out of order, without logging in, or with a link that does not belong to your account.',
    toNote: 'Back to the start',
  },
};

export default transfer;
