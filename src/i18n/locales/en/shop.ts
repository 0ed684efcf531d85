/** The coin shop and the test payment provider's checkout (src/features/shop). */
const shop = {
  title: 'Coin shop',
};

export default shop;
