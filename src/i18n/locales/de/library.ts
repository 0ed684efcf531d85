import type { Messages } from '../../messages';

const library = {
  title: 'Bibliothek',
} satisfies Messages['library'];

export default library;
