/** The offerwall page and its link (issue 13; src/features/rewards/components/offerwall-page.tsx). */
const offerwall = {
  title: 'Free coins (offerwall)',
  link: 'Free coins (offerwall)',
  linkHint: 'Complete offers from our partners and earn free coins.',
  testBadge: 'TEST',
  testNotice:
    'This is the test offerwall of the reference API: the offers are fake and nothing is checked. A real offerwall would show its page here and pay through the same signed callback.',
  coins: '{coins} free coins',
  complete: 'Complete',
  completed: 'Completed',
  credited: '{coins} free coins were added to your wallet.',
  already: 'You already completed this offer: it pays only once.',
  loading: 'Loading offers…',
  failed: 'The offers could not be loaded.',
  none: 'There are no offers right now.',
  retry: 'Try again',
  expiry: 'Offerwall coins are free coins valid for 30 days.',
  offers: {
    survey: 'Answer a short survey',
    install: 'Install a partner app',
    video: 'Watch a video ad',
  },
};

export default offerwall;
