import type { Messages } from '../../messages';

const money = {
  approx: '≈ {amount}',
  transfer: {
    title: '從德國版服務轉移',
    arrived: '於 {date} 轉入',
  },
} satisfies Messages['money'];

export default money;
