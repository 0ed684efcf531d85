import type { Messages } from '../../messages';

const ui = {
  title: 'ui',
} satisfies Messages['ui'];

export default ui;
