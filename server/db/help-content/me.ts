import type { HelpContent } from './types';

/** The global service ('me'): English, prices in USD, times in UTC. */
const me: HelpContent = {
  notices: [
    {
      date: '2026-11-20',
      pinned: true,
      title: 'Scheduled maintenance on 2 December 2026, 02:00–06:00 (UTC)',
      body: 'We will update our servers on 2 December 2026 from 02:00 to 06:00 UTC. During this time you cannot read, buy coins or log in.\nYour coins, rentals and wait-until-free tickets are not affected, but rental time keeps running.\nThe end time may change; we will post an update here.',
    },
    {
      date: '2026-10-01',
      pinned: true,
      title: 'Our terms of use and privacy policy change on 1 November 2026',
      body: 'On 1 November 2026 new versions of our terms of use and privacy policy take effect. They describe more clearly how coins, refunds and comments work and which data we keep for how long.\nNew readers agree to them when they sign up. You can read both documents at any time from My page.',
    },
    {
      date: '2026-11-18',
      title: 'New series: Moonlit Blade and Azure Tower',
      body: 'Two new series start this week. Moonlit Blade comes out every Monday and Azure Tower every Tuesday.\nThe first episodes of both are free, and both can be read with wait-until-free.',
    },
    {
      date: '2026-11-12',
      title: 'Sign-up gift: 10 free coins',
      body: 'New readers who confirm their e-mail address with the link in the sign-up mail receive 10 free coins.\nThe free coins are valid for 30 days. The gift is given once per account.',
    },
    {
      date: '2026-11-05',
      title: 'New prices for coin packages',
      body: 'From 5 November 2026 coin packages cost: 100 coins $0.99, 300 coins $2.99 (+10 bonus coins), 500 coins $4.99 (+30 bonus coins), 1000 coins $9.99 (+100 bonus coins).\nCoins you already hold keep their value. Episode prices in coins do not change.',
    },
    {
      date: '2026-10-28',
      title: 'Maintenance completed',
      body: 'The maintenance of 28 October 2026 is complete and all services are available again.\nThank you for your patience.',
    },
    {
      date: '2026-10-20',
      title: 'New series: Crimson Kingdom',
      body: 'Crimson Kingdom starts today and comes out every Tuesday. The first three episodes are free.',
    },
    {
      date: '2026-10-10',
      title: 'Wait-until-free on more titles',
      body: 'Glass Summer and Moonlit Blade can now be read with wait-until-free.\nUse a ticket to read one episode for 72 hours; the next ticket arrives after the waiting time shown on the title page. The latest episodes of a title are not included.',
    },
    {
      date: '2026-09-25',
      title: 'Our house rules for comments',
      body: 'Comments are for talking about the episode. Please do not post spoilers without warning, insults, advertising or personal data.\nComments reported by several readers are hidden, and you can block readers whose comments you do not want to see.',
    },
    {
      date: '2026-09-15',
      title: 'New in the viewer: page mode',
      body: 'Besides scrolling, you can now read page by page. Switch between scroll mode and page mode in the viewer menu.',
    },
    {
      date: '2026-09-01',
      title: 'Beware of fake e-mails',
      body: 'We never ask for your password by e-mail, SMS or chat. Our mails only come from our own address and only link to our own site.\nIf you receive such a message, do not open its links, and change your password if you entered it anywhere.',
    },
    {
      date: '2026-08-20',
      title: 'Reset your password by SMS',
      body: 'If your account is registered with a mobile number, you can now reset your password with a 6-digit code sent by SMS. Choose "Forgot password" on the login page.',
    },
  ],
  faqs: [
    {
      category: 'COIN',
      question: 'What kinds of coins are there?',
      answer:
        'Coins: bought in the coin shop. They never expire and can be refunded under the conditions below.\nBonus coins: come with coin packages and from exchanging points. They expire (see "Do coins expire?").\nFree coins: given by events, coupons and the sign-up gift, each with an expiry date.\nPoints: given by events, coupons and gifts. Points do not pay for episodes; you exchange them for bonus coins.',
    },
    {
      category: 'COIN',
      question: 'In which order are my coins spent?',
      answer:
        'Bonus coins and free coins are spent first, the ones that expire soonest first. Paid coins are spent last, so they stay refundable as long as possible.\nThe purchase sheet shows what a purchase will take before you confirm it.',
    },
    {
      category: 'COIN',
      question: 'Do coins expire?',
      answer:
        'Paid coins never expire.\nBonus coins from a coin package expire 90 days after the purchase; bonus coins from a points exchange expire after 30 days. Free coins expire on the date shown when you receive them.\nMy page shows how many coins expire within the next 7 days. Expired coins appear in your usage history.',
    },
    {
      category: 'COIN',
      question: 'How do I exchange points for bonus coins?',
      answer:
        'Open Benefits. You can exchange from 3,000 points, in steps of 200 points: every 200 points give 10 bonus coins.\nBonus coins from an exchange expire 30 days later. Your points history shows what you received and exchanged.',
    },
    {
      category: 'COIN',
      question: 'Can I get a refund for coins I bought?',
      answer:
        'Yes, within 7 days of the payment, as long as none of the coins of that purchase were spent.\nOpen My page, then your charge history: a purchase that can still be refunded shows a Refund button with its deadline. The coins and bonus coins of the package are taken back and the amount is refunded to your payment method.',
    },
    {
      category: 'PURCHASE',
      question: 'What is the difference between renting and buying an episode?',
      answer:
        'Renting costs fewer coins and lets you read the episode for the rental period shown on the purchase sheet (usually 72 hours).\nBuying costs more and the episode stays yours: you can read it again at any time.',
    },
    {
      category: 'PURCHASE',
      question: 'Where do I find the episodes I bought?',
      answer:
        'In your Library under My titles, with every title you bought or rented episodes of. Recently read lists where you stopped reading.',
    },
    {
      category: 'PURCHASE',
      question: 'Can I give an episode to someone?',
      answer:
        'Yes. On the title page, choose to send a gift, enter the e-mail address of the reader and pay with your coins. The episode arrives in their gift box, to keep or as a rental.\nCoins themselves cannot be sent to other readers.',
    },
    {
      category: 'FREE',
      question: 'How does wait-until-free work?',
      answer:
        'Titles marked wait-until-free give you a ticket. Use it to unlock one episode, which you can then read for 72 hours.\nThe next ticket arrives after the waiting time shown on the title page. The latest episodes of a title cannot be unlocked with a ticket; they are marked on the title page.',
    },
    {
      category: 'FREE',
      question: 'What are free episodes and gift tickets?',
      answer:
        'Many titles have free episodes, and some titles are free for a limited time; the Free tab lists them.\nEpisodes another reader gives you arrive in your gift box as tickets. Receive them before the gift expires: a bought episode is yours from then on, a rental starts when you receive it.',
    },
    {
      category: 'FREE',
      question: 'How do I get the sign-up gift?',
      answer:
        'Confirm your e-mail address with the link in the mail we send when you sign up. You then receive 10 free coins, valid for 30 days. The gift is given once per account.',
    },
    {
      category: 'ACCOUNT',
      question: 'How can I log in?',
      answer:
        'With your e-mail address and password, or with Google, Facebook, X (Twitter) or Apple. An account that was created with one of these services always logs in through that service.',
    },
    {
      category: 'ACCOUNT',
      question: 'I forgot my password. What can I do?',
      answer:
        'Choose "Forgot password" on the login page.\nBy e-mail: we send a link to reset your password. It is valid for 1 hour; a newer request replaces it.\nBy SMS: if your account is registered with a mobile number, we send a 6-digit code that is valid for 1 hour.\nAccounts that log in with Google, Facebook, X or Apple have no password with us: reset it with that service.',
    },
    {
      category: 'ACCOUNT',
      question: 'How do I close my account?',
      answer:
        'Open My page, choose to close your account and tell us why. We send you an e-mail with a link, valid for 24 hours; your account is closed only when you confirm on the page it opens.\nRemaining coins, bonus coins, free coins and points are forfeited, and rentals end. The same e-mail address cannot be used to sign up again for 30 days.',
    },
    {
      category: 'ACCOUNT',
      question: 'Why can I not see adult or BL titles?',
      answer:
        'Adult titles are for readers aged 18 and over: log in and confirm your age when asked. Readers in Korea also need Korean identity verification.\nOn My page you can switch adult titles and BL titles on or off.',
    },
    {
      category: 'OTHER',
      question: 'My question is not answered here.',
      answer:
        'Send us a 1:1 inquiry from My page. Describe the problem and attach up to 3 images (3 MB each), for example screenshots. You can send up to 3 inquiries a day; our answer appears in your inquiry list.',
    },
  ],
};

export default me;
