const recovery = {
  field: {
    email: 'E-mail',
    newPassword: 'New password',
    confirm: 'Confirm new password',
  },
  find: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
    formLabel: 'Request a link to reset your password',
    emailRequired: 'Please enter your e-mail address.',
    submit: 'Send link',
    sent: 'We have sent a link to {email}. Open it within one hour to set a new password. Nothing arrived? Check your spam folder, or request a new link after 5 minutes.',
    toLogin: 'Back to log in',
    bySms: 'Reset by SMS instead',
    bySmsHint:
      'If a phone number is registered with your account, you can also reset your password with a code sent by SMS.',
  },
  reset: {
    title: 'Reset password',
    formLabel: 'Set a new password',
    loading: 'Checking your link …',
    rule: '8 to 20 characters with at least two of: upper case, lower case, digits, special characters.',
    newRequired: 'Please enter a new password.',
    confirmRequired: 'Please enter the new password again.',
    mismatch: 'The new passwords do not match.',
    submit: 'Change password',
    requestAgain: 'Request a new link',
    toLogin: 'Log in',
  },
  /** One text per outcome of spec §4. */
  outcome: {
    SUCCESS:
      'Your password has been changed. Please log in with your new password. You have been logged out on all devices.',
    TIMEOUT: 'This link has expired or has already been used. Please request a new link.',
    NOT_LOCAL_LOGIN_USER:
      'This account signs in with Google, Facebook, X (Twitter) or Apple and has no password here. Please log in with that service.',
    EQUAL_PASSWORD: 'This is your current password. Please choose a different one.',
    UNKNOWN: 'Your password could not be changed. Please try again later.',
  },
};

export default recovery;
