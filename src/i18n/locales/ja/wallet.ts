import type { Messages } from '../../messages';

const wallet = {
  title: 'マイコイン',
} satisfies Messages['wallet'];

export default wallet;
