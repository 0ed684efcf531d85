import type { Messages } from '../../messages';

const home = {
  title: '作品一覧',
} satisfies Messages['home'];

export default home;
