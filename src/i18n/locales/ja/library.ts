import type { Messages } from '../../messages';

const library = {
  title: '本棚',
} satisfies Messages['library'];

export default library;
