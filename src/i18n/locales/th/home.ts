import type { Messages } from '../../messages';

const home = {
  title: 'รายการ',
} satisfies Messages['home'];

export default home;
