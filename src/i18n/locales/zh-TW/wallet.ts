import type { Messages } from '../../messages';

const wallet = {
  title: '我的代幣',
} satisfies Messages['wallet'];

export default wallet;
