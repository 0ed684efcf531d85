import type { Messages } from '../../messages';

const purchase = {
  title: 'エピソードを解放',
} satisfies Messages['purchase'];

export default purchase;
