import auth from '@locale/auth';
import { messagesFor } from '../t';

/** The 'auth' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { auth };

/** Reads the 'auth' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ auth });
