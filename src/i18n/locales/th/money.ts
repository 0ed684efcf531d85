import type { Messages } from '../../messages';

const money = {
  approx: '≈ {amount}',
  transfer: {
    title: 'ย้ายมาจากบริการในเยอรมนี',
    arrived: 'ได้รับเมื่อ {date}',
  },
} satisfies Messages['money'];

export default money;
