import library from '@locale/library';
import { messagesFor } from '../t';

/** The 'library' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { library };

/** Reads the 'library' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ library });
