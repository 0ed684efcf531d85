/** Histories, mileage exchange and refunds (src/features/wallet). */
const wallet = {
  title: 'My coins',
};

export default wallet;
