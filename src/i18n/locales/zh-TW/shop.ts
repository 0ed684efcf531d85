import type { Messages } from '../../messages';

const shop = {
  title: '代幣商店',
} satisfies Messages['shop'];

export default shop;
