import type { Messages } from '../../messages';

const money = {
  approx: '≈ {amount}',
  transfer: {
    title: 'Aus unserem Dienst in Deutschland übertragen',
    arrived: 'Angekommen am {date}',
  },
} satisfies Messages['money'];

export default money;
