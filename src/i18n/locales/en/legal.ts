/**
 * The terms of use and the privacy policy (src/features/legal). Plain text: a blank line starts a paragraph, lines
 * starting with "- " make a list. Loaded only with /policy and /privacy.
 */
const legal = {
  contents: 'Contents',
  version: 'Version {version}',
  effective: 'in effect since {date}',
  askUs: 'Questions? Ask us through the 1:1 inquiry',
  toPrivacy: 'Privacy Policy',
  toTerms: 'Terms of Use',
  terms: {
    title: 'Terms of Use',
    intro:
      'These terms govern your use of our webtoon reading service on the web. Please read them before you sign up: by creating an account you agree to them and to our Privacy Policy.',
    sections: {
      scope: {
        heading: 'The service',
        body: 'We let you browse series, read episodes in our viewer and unlock episodes with coins. Some episodes are free, some can be rented or bought, and some can be unlocked by waiting.\n\nThe service exists in several regional editions (Japan, Thailand, Taiwan, the global edition and the German edition). Each edition has its own accounts, prices, currency and rules on age checks, and these terms apply to each of them.',
      },
      accounts: {
        heading: 'Accounts and sign-in',
        body: 'You can sign up with your e-mail address and a password, or with a sign-in provider offered in your edition (Google, Facebook, X (Twitter) or Apple). An account belongs to the edition where it was created: an account of one edition cannot be used in another.\n\n- Keep your password to yourself. It must have 8 to 20 characters with at least two kinds of upper case, lower case, digits and special characters.\n- After 5 failed sign-in attempts within an hour we lock sign-in to the account for the rest of that hour.\n- If you sign in with a provider whose e-mail address already belongs to another account, we do not link the two automatically.\n- One person, one account: accounts may not be sold, shared or passed on.',
      },
      coins: {
        heading: 'Coins and points',
        body: 'Coins unlock episodes. They have no cash value, cannot be exchanged for money and cannot be sent to other readers. There are four kinds:\n\n- Coins: bought in the shop. They do not expire.\n- Bonus coins: come with some coin packages and expire 90 days after the purchase; bonus coins from a points exchange expire after 30 days.\n- Free coins: granted by events, coupons and rewards (for example 10 free coins for confirming your sign-up e-mail, valid for 30 days).\n- Points: collected through events. From 3,000 points you can exchange them for bonus coins, 10 bonus coins for every 200 points. Points do not unlock episodes themselves.\n\nWhen you pay, bonus and free coins are spent first, then coins; within each kind the coins that expire first are spent first. Expired coins are lost. Your coin, use and points histories show every movement (charges 90 days, use 90 days, points 180 days).',
      },
      episodes: {
        heading: 'Buying, renting and waiting for free',
        body: '- Buying an episode (possession) lets you read it for as long as your account exists.\n- Renting an episode lets you read it for the rental period shown before you pay; after it, the episode is locked again.\n- Wait-until-free: for titles that offer it you get one ticket per title. A ticket unlocks one episode for 72 hours; the next ticket arrives after the waiting time shown on the title. The latest episodes of a title are excluded.\n- Free episodes and free tickets can be read without coins.\n- With auto-continue switched on in the viewer, the next episode is unlocked automatically at the end of an episode, with a ticket if you have one, otherwise by renting or buying it with coins. You see what will be spent before it happens, and you can switch it off at any time.\n\nPrices are shown before every purchase. Adult-only titles can only be unlocked by readers who passed the age check.',
      },
      refunds: {
        heading: 'Refunds',
        body: 'You can cancel a coin purchase within 7 days if none of the coins of that purchase have been spent. The payment is then refunded to the means of payment you used, and the coins and bonus coins of that purchase are removed. After 7 days, or once coins of the purchase have been spent, a refund is no longer possible, except where the law grants you a right to one.\n\nUnlocked episodes are not refunded. If an episode cannot be read because of a fault on our side, contact us through the 1:1 inquiry and we will put it right.',
      },
      gifts: {
        heading: 'Gifts and coupons',
        body: '- Gifts from us (coins, tickets) wait in your gift box until you receive them; a gift that is not received in time expires.\n- You can give episodes to other readers of your edition. You pay for them; the recipient keeps or rents them from the moment they receive them.\n- Coupon codes can be registered once per account. Some coupons need a minimum amount of coins bought, and every coupon has an end date. To stop guessing, we limit wrong codes to 10 per hour.',
      },
      community: {
        heading: 'Comments and community rules',
        body: 'Signed-in readers can comment on episodes, reply to comments and react with like or dislike. A comment has at most 500 characters and may not be empty. Be kind: the following are not allowed.\n\n- Insults, harassment, threats and hate speech\n- Sexual content involving minors, and sexual or violent content outside adult titles\n- Other people\u2019s personal data, and advertising, spam or links to other sites\n- Spoilers posted to ruin the story for others, and content that infringes copyrights\n- Anything illegal\n\nWe refuse comments with prohibited words, and we limit how often you can post. You can report a comment; once 3 different readers report it, it is hidden until we review it. You can delete your own comments (replies to them stay), and you can block a reader so that you no longer see their comments and replies; you can unblock them in your block list on My page. We may remove content that breaks these rules and suspend accounts that break them repeatedly.',
      },
      adult: {
        heading: 'Adult content and age checks',
        body: 'Some titles are for adults only, meaning readers aged 18 or over. To read them you must be signed in and confirm your age.\n\n- In the Thai and Taiwanese editions you enter your birth date; you must be at least 18.\n- In the global edition, readers in Korea also confirm their age with a Korean identity verification.\n- In the Japanese edition, visitors who are not signed in may confirm their age for the browser; this confirmation is kept for one day.\n\nSome events are for adults only, others only for minors. If you are a minor, you need the consent of a parent or guardian before you buy coins.',
      },
      withdrawal: {
        heading: 'Closing your account',
        body: 'You can close your account on My page. Tell us why, and we send you a confirmation link by e-mail; it is valid for 24 hours. Your account stays active until you confirm it with that link.\n\nWhen the account closes, your remaining coins, bonus coins, free coins and points are forfeited, and you can no longer read the episodes you unlocked. The same e-mail address or sign-in account cannot be used to sign up again for 30 days.',
      },
      transfer: {
        heading: 'Account transfer for readers of the German edition',
        body: 'The German edition is closing. Its readers can move their account to the global edition until 30.06.2025, 23:59 (Berlin time). The transfer takes 1 to 2 minutes and cannot be undone.\n\n- What moves: your account with its e-mail address and nickname, your coins of every kind with their expiry dates, your purchased episodes, your rented episodes until their rental ends, and your favourites.\n- If an account with your e-mail address already exists in the global edition, everything moves into it; that address must have been confirmed first.\n- After the transfer your German account can no longer be used to buy or spend, and the global edition\u2019s terms and privacy policy apply.\n\nAfter the deadline a transfer can no longer be requested.',
      },
      changes: {
        heading: 'Changes to these terms',
        body: 'We may change these terms, for example when we add features or the law changes. We announce changes in the notices at least 14 days before they take effect, and the version and date at the top of this page change with them. We record which version you agreed to. If a change affects your rights or obligations materially, we ask for your agreement again; if you do not agree, you can close your account before the change takes effect.',
      },
      contact: {
        heading: 'Contact',
        body: 'For any question about these terms, your account, coins or a refund, write to us through the 1:1 inquiry (Help on My page). We answer in your edition\u2019s language.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains which personal data our webtoon reading service collects, why, how long we keep it and which rights you have.',
    sections: {
      controller: {
        heading: 'Who is responsible',
        body: 'The operator of the service is responsible for your data in every edition (Japan, Thailand, Taiwan, global, Germany). Each edition keeps its own accounts; data of one edition is not used in another, except for the account transfer of German readers that you request yourself.',
      },
      collected: {
        heading: 'What we collect',
        body: '- Account: your e-mail address, a password (stored only as a hash) and your nickname; with a sign-in provider, the provider\u2019s account id and e-mail address.\n- Optionally a mobile number, if you give one at sign-up, so that you can recover your account by SMS.\n- Your birth date, where the age check asks for it (Thai and Taiwanese editions), and the result of the Korean identity verification in the global edition (not the documents).\n- Purchases and coins: payments, coin charges and use, points, refunds, gifts and coupons.\n- Reading: unlocked episodes, reading progress, favourites and recently read titles.\n- Community and help: your comments, reactions, reports and blocks, and your 1:1 inquiries with their images.\n- Settings: mail and notification choices, adult and BL display switches, and the version of the terms you agreed to and when.\n- Security: your IP address and a random browser id, with the time of sign-ins and requests.',
      },
      purposes: {
        heading: 'Why we use it',
        body: '- To run your account and let you read what you unlocked (the contract with you).\n- To process payments, refunds and coins correctly, and to keep the records the law requires.\n- To check ages where adult content or events require it.\n- To protect accounts and the service: limits on sign-in attempts, codes and posting, and the detection of abuse use your IP address and browser id.\n- To send the e-mails the service needs (sign-up confirmation, password reset, account closing) and, only if you agreed, news and offers; you can withdraw this agreement in the settings at any time.\n- To show you notifications about gifts, rentals ending and new episodes, as set in your notification settings.\n- To count anonymous readings and campaigns (marketing codes) so that we know which titles and campaigns readers like.',
      },
      cookies: {
        heading: 'Cookies and storage in your browser',
        body: 'We use only the cookies the service needs; there are no advertising cookies of third parties.\n\n- Sign-in session (Auth.js session and security token): keeps you signed in.\n- Tokens (access and refresh): renewed tokens, kept for 1 hour.\n- Login check: marks a sign-in this site started, kept for 10 minutes.\n- Sign-up flags (sign-in finished, new account): kept for 1 hour.\n- Marketing code: the campaign you came from, kept for 2 hours.\n- Browser id: a random id for security and limits, kept for 1 day.\n- Adult confirmation (Japanese edition, not signed in): kept for 1 day.\n\nYour reading settings (viewer mode, auto-continue) are kept in your browser\u2019s storage; clearing the cache in the settings removes them.',
      },
      retention: {
        heading: 'How long we keep it',
        body: '- Account data: as long as your account exists. When you close it, we erase your nickname, password, birth date, consents, favourites, reading progress and tickets at once; the e-mail address and sign-in provider ids are kept for the 30-day re-registration block and then erased.\n- Payment and coin records: as long as tax and commercial law require, also after the account is closed.\n- Notifications: 30 days.\n- Password reset links and SMS codes: 1 hour; the account closing link: 24 hours.\n- Security limits: the counting window of each limit (at most 1 hour).\n- Comments: until you delete them or close your account; hidden comments until their review ends.',
      },
      processors: {
        heading: 'Who processes data for us',
        body: 'We share data only with service providers that work for us under contract and only as far as their task needs:\n\n- Payment provider: processes your payments and refunds; we never see your full card details.\n- Mail delivery: sends our e-mails.\n- SMS provider: sends verification codes to your mobile number.\n- Sign-in providers (Google, Facebook, X, Apple): only if you choose to sign in with them.\n- Korean identity verification provider: only for readers in Korea who verify their age.\n- Hosting: runs our servers and stores the data.\n\nWe do not sell personal data.',
      },
      transfer: {
        heading: 'The account transfer for German readers',
        body: 'If you request the transfer from the German edition, we move your account data (e-mail address, nickname), your coins with their expiry dates, your purchased and rented episodes and your favourites to the global edition. We move nothing without your request. After the transfer the global edition\u2019s privacy policy applies to this data.',
      },
      rights: {
        heading: 'Your rights',
        body: 'Depending on the law of your country, you have the right to:\n\n- get a copy of the data we hold about you,\n- have wrong data corrected (your nickname and settings you can change yourself),\n- have your data erased (close your account on My page),\n- restrict or object to processing, and receive your data in a portable format,\n- withdraw a consent at any time (for example the mail agreement in the settings),\n- complain to a data protection authority.',
      },
      contact: {
        heading: 'Contact and changes',
        body: 'Ask us about your data through the 1:1 inquiry (Help on My page). We change this policy when our service or the law changes; the version and date at the top show which policy applies, and we announce material changes in the notices.',
      },
    },
  },
};

export default legal;
