import type { Messages } from '../../messages';

const purchase = {
  title: 'Episoden freischalten',
} satisfies Messages['purchase'];

export default purchase;
