import krAdult from '@locale/krAdult';
import { messagesFor } from '../t';

/** The 'krAdult' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { krAdult };

/** Reads the 'krAdult' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ krAdult });
