import type { Messages } from '../../messages';

const library = {
  title: '書櫃',
} satisfies Messages['library'];

export default library;
