import { plural } from '../../plural';

const auth = {
  field: {
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    nickname: 'Nickname (optional)',
    phone: 'Mobile number (optional)',
    showPassword: 'Show {field}',
    hidePassword: 'Hide {field}',
    show: 'Show',
    hide: 'Hide',
  },
  validation: {
    emailRequired: 'Please enter your e-mail address.',
    passwordRequired: 'Please enter your password.',
    confirmRequired: 'Please enter the password again.',
    confirmMismatch: 'The passwords do not match.',
    nicknameTooLong: 'The nickname can have at most 30 characters.',
    phoneInvalid: 'Please check the phone number.',
  },
  login: {
    title: 'Log in',
    formLabel: 'Log in with e-mail',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    sessionRequired: 'Please log in to see this page.',
    noAccount: 'No account yet?',
    toSignUp: 'Sign up',
    findId: 'Find my ID',
  },
  signup: {
    title: 'Sign up',
    formLabel: 'Sign up with e-mail',
    submit: 'Create account',
    passwordHint: '8 to 20 characters with at least two of: upper case, lower case, digits, special characters.',
    nicknameHint: 'Shown with your comments. You can change it later.',
    phoneHint: 'Lets you recover your account by SMS.',
    agreeMail: 'Send me news and offers by e-mail',
    agreeAdTracking: 'Share my sign-up and purchases with the advertising partner (Meta) to measure ads',
    agreeTerms: 'I agree to the Terms of Use and the Privacy Policy',
    haveAccount: 'Already have an account?',
    toLogin: 'Log in',
  },
  /** Why the login wall stopped a guest on the way to renting or buying (src/session/unlock-intent.ts). */
  reason: {
    rent: plural({
      one: 'Log in or sign up to rent this episode. You come back here with the rental ready to confirm: no coins are spent until you do.',
      other:
        'Log in or sign up to rent these episodes. You come back here with the rental ready to confirm: no coins are spent until you do.',
    }),
    buy: plural({
      one: 'Log in or sign up to buy this episode. You come back here with the purchase ready to confirm: no coins are spent until you do.',
      other:
        'Log in or sign up to buy these episodes. You come back here with the purchase ready to confirm: no coins are spent until you do.',
    }),
  },
  legal: {
    help: 'Help and terms',
    notice: 'Notices',
    faq: 'FAQ',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    newTab: 'opens in a new tab',
  },
  social: {
    heading: 'Or continue with',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    twitter: 'Continue with X (Twitter)',
    apple: 'Continue with Apple',
  },
  loginError: {
    title: 'Login',
    heading: 'Login failed',
    retry: 'Try logging in again',
    generic: 'The login could not be completed. Please try again.',
    credentials: 'The e-mail address or password is incorrect.',
    oauth: 'The sign-in with the provider could not be completed.',
    notLinked: 'This e-mail address is already used with another sign-in method.',
    accessDenied: 'The sign-in was cancelled or refused.',
    verification: 'The sign-in link is no longer valid.',
    configuration: 'The sign-in service is not available right now.',
  },
  newUser: {
    title: 'Welcome',
    heading: 'Welcome aboard!',
    description: 'Your account is ready. Have fun reading.',
    continue: 'Continue',
  },
  logoutSuccess: {
    title: 'Logged out',
    heading: 'You are logged out',
    description: 'See you again soon.',
  },
  facebook: {
    title: 'Facebook login',
    heading: 'Continue your Facebook login',
    description: 'Finish signing in with Facebook in this browser.',
    continue: 'Continue with Facebook',
    unavailable: 'Facebook login is not offered here.',
  },
};

export default auth;
