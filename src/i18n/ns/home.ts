import home from '@locale/home';
import { messagesFor } from '../t';

/** The 'home' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { home };

/** Reads the 'home' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ home });
