import type { Messages } from '../../messages';

const purchase = {
  title: 'ปลดล็อกตอน',
} satisfies Messages['purchase'];

export default purchase;
