import type { Messages } from '../../messages';

const home = {
  title: '作品列表',
} satisfies Messages['home'];

export default home;
