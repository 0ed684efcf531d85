import search from '@locale/search';
import { messagesFor } from '../t';

/** The 'search' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { search };

/** Reads the 'search' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ search });
