import type { Messages } from '../../messages';

const account = {
  title: 'account',
} satisfies Messages['account'];

export default account;
