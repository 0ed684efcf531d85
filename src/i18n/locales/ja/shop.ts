import type { Messages } from '../../messages';

const shop = {
  title: 'コインショップ',
} satisfies Messages['shop'];

export default shop;
