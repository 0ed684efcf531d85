/** The adult confirmation (src/features/adult). */
const adult = {
  title: 'Adult content',
};

export default adult;
