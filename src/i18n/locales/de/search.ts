import type { Messages } from '../../messages';

const search = {
  title: 'Suche',
} satisfies Messages['search'];

export default search;
