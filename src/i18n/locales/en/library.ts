/** The library screens (src/features/library). */
const library = {
  title: 'Library',
};

export default library;
