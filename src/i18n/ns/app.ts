import app from '@locale/app';
import { messagesFor } from '../t';

/** The 'app' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { app };

/** Reads the 'app' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ app });
