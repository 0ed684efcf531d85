import type { Messages } from '../../messages';

const money = {
  approx: '≈ {amount}',
  transfer: {
    title: 'ドイツ版サービスから移行',
    arrived: '{date}に移行',
  },
} satisfies Messages['money'];

export default money;
