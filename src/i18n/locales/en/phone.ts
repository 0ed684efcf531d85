const phone = {
  verify: {
    number: 'Mobile phone number',
    numberHint:
      'The number registered with your account, e.g. {example}; outside the US, start with + and the country code',
    /** A mobile number as the platform's readers write it: the hint's and the error's example. */
    example: '(415) 555-2671',
    send: 'Send code',
    resend: 'Send again',
    code: 'Verification code',
    codeHint: 'The 6-digit code from the SMS',
    submit: 'Verify',
    countdown: 'Time left {time}',
  },
  /** The phone messages of spec §8. */
  messages: {
    sent: 'The verification code was sent.',
    verifyFirst: 'Please verify your phone number first.',
    sendFailed: 'Sending the verification code failed. Please try again.',
    verified: 'Verification complete.',
    timeOver: 'Time is over. Please request a new code and verify again.',
    enterNumber: 'Please enter your phone number.',
    checkNumber:
      'Please check the phone number. Enter a mobile number like {example}, or +44 7400 123456 outside the US.',
    enterCode: 'Please enter the 6-digit code.',
  },
  findPassword: {
    title: 'Find password',
    intro: 'We send a code by SMS to the phone number registered with your account.',
    byMail: 'Reset by e-mail instead',
    account: 'Account: {email}',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    rule: '8 to 20 characters with at least two of: upper case, lower case, digits, special characters.',
    passwordRequired: 'Please enter a new password.',
    confirmRequired: 'Please enter the new password again.',
    mismatch: 'The passwords do not match.',
    submit: 'Change password',
    done: 'Your password was changed. Please log in with the new one.',
    toLogin: 'Log in',
  },
  findId: {
    title: 'Find my ID',
    intro: 'We send a code by SMS to the phone number registered with your account.',
    found: 'The ID (e-mail) of this number',
    toLogin: 'Log in',
    toFindPassword: 'Forgot your password?',
  },
};

export default phone;
