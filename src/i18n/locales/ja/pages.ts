import type { Messages } from '../../messages';

const pages = {
  title: 'pages',
} satisfies Messages['pages'];

export default pages;
