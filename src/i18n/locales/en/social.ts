const social = {
  welcome: {
    consentHeading: 'Before you start',
    agreeTerms: 'I agree to the Terms of Use and the Privacy Policy',
    agreeMail: 'Send me news and offers by e-mail',
    mailHint: 'You can change this at any time in the settings.',
    termsRequired: 'Please agree to the Terms of Use and the Privacy Policy to continue.',
    start: 'Start reading',
    failed: 'Your choices could not be saved. Please try again.',
  },
};

export default social;
