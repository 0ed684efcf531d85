import offline from '@locale/offline';
import { messagesFor } from '../t';

/** The 'offline' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { offline };

/** Reads the 'offline' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ offline });
