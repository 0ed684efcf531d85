/** The search screen (src/features/search). */
const search = {
  title: 'Search',
};

export default search;
