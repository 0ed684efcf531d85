import type { Messages } from '../../messages';

const purchase = {
  title: '解鎖章節',
} satisfies Messages['purchase'];

export default purchase;
