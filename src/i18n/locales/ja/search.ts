import type { Messages } from '../../messages';

const search = {
  title: '検索',
} satisfies Messages['search'];

export default search;
