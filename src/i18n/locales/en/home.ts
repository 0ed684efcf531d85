/** The main page and the home tabs (src/features/catalog). */
const home = {
  title: 'Lists',
};

export default home;
