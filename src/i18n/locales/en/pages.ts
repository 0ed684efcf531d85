const pages = {
  title: 'pages',
};

export default pages;
