import type { Messages } from '../../messages';

const adult = {
  title: '成人內容',
} satisfies Messages['adult'];

export default adult;
