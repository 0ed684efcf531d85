import type { Messages } from '../../messages';

const wallet = {
  title: 'Meine Münzen',
} satisfies Messages['wallet'];

export default wallet;
