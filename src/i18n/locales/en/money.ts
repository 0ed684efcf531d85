/** What a coin price means in money, and where transferred coins came from (issue 14). */
const money = {
  /** Beside a coin price: its value at the rate of the package the reader would buy. */
  approx: '≈ {amount}',
  transfer: {
    title: 'Transferred from our service in Germany',
    arrived: 'Arrived on {date}',
  },
};

export default money;
