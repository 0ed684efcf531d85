const ui = {
  title: 'ui',
};

export default ui;
