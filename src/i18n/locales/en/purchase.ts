/** The purchase sheet: buying, renting and wait-until-free tickets (src/features/purchase). */
const purchase = {
  title: 'Unlock episodes',
};

export default purchase;
