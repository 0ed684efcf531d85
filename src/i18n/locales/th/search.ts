import type { Messages } from '../../messages';

const search = {
  title: 'ค้นหา',
} satisfies Messages['search'];

export default search;
