const account = {
  my: {
    title: 'My page',
    profile: 'Profile',
    nickname: 'Nickname',
    email: 'E-mail',
    balances: 'Balance',
    menu: 'Account',
    logout: 'Log out',
    links: {
      changePassword: 'Change password',
      library: 'My library',
      shop: 'Coin shop',
      historyCharge: 'Charge history',
      historyUse: 'Usage history',
      historyMileage: 'Points history',
      mileageExchange: 'Exchange points',
      settings: 'Notification settings',
      withdrawal: 'Close account',
    },
  },
  coin: {
    COIN: 'Coins',
    BONUS: 'Bonus coins',
    FREE_COIN: 'Free coins',
    MILEAGE: 'Points',
  },
  changePassword: {
    title: 'Change password',
    old: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    rule: '8 to 20 characters with at least two of: upper case, lower case, digits, special characters.',
    oldRequired: 'Please enter your current password.',
    newRequired: 'Please enter a new password.',
    confirmRequired: 'Please enter the new password again.',
    mismatch: 'The new passwords do not match.',
    submit: 'Change password',
    success: 'Your password has been changed.',
  },
};

export default account;
