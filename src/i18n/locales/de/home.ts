import type { Messages } from '../../messages';

const home = {
  title: 'Listen',
} satisfies Messages['home'];

export default home;
