import type { Messages } from '../../messages';

const adult = {
  title: '成人向けコンテンツ',
} satisfies Messages['adult'];

export default adult;
