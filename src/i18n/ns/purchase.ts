import purchase from '@locale/purchase';
import { messagesFor } from '../t';

/** The 'purchase' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { purchase };

/** Reads the 'purchase' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ purchase });
