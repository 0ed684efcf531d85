const account = {
  title: 'account',
};

export default account;
