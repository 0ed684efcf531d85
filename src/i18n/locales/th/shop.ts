import type { Messages } from '../../messages';

const shop = {
  title: 'ร้านเหรียญ',
} satisfies Messages['shop'];

export default shop;
