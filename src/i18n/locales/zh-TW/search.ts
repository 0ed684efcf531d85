import type { Messages } from '../../messages';

const search = {
  title: '搜尋',
} satisfies Messages['search'];

export default search;
