const auth = {
  title: 'auth',
};

export default auth;
