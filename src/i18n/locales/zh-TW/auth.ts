import type { Messages } from '../../messages';

const auth = {
  title: 'auth',
} satisfies Messages['auth'];

export default auth;
