import help from '@locale/help';
import { messagesFor } from '../t';

/** The 'help' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { help };

/** Reads the 'help' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ help });
