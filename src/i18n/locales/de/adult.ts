import type { Messages } from '../../messages';

const adult = {
  title: 'Inhalte ab 18',
} satisfies Messages['adult'];

export default adult;
