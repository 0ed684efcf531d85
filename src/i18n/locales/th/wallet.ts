import type { Messages } from '../../messages';

const wallet = {
  title: 'เหรียญของฉัน',
} satisfies Messages['wallet'];

export default wallet;
