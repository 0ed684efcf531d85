import type { Messages } from '../../messages';

const library = {
  title: 'ชั้นหนังสือ',
} satisfies Messages['library'];

export default library;
