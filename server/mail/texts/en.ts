import type { MailTexts } from './types';

export const en: MailTexts = {
  greeting: 'Hello {nickname},',
  signature: 'The Webtoon team',
  signUp: {
    subject: 'Welcome to Webtoon',
    intro: 'Your account {email} is ready.',
    action: 'Confirm your e-mail address to receive {coins} free coins:',
  },
  signUpConfirm: {
    subject: 'Confirm your e-mail address',
    action: 'Confirm your e-mail address to receive {coins} free coins:',
  },
  resetPassword: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account {email}.',
    action: 'Open this link within one hour to choose a new password. It works only once:',
    ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  },
  withdrawal: {
    subject: 'Confirm the deletion of your account',
    intro: 'You asked to delete your Webtoon account. It stays active until you confirm.',
    action: 'Open this link to confirm the deletion:',
    ignore: 'If you did not ask for this, ignore this mail and your account stays as it is.',
  },
};
