import type { Messages } from '../../messages';

const shop = {
  title: 'Münzshop',
} satisfies Messages['shop'];

export default shop;
