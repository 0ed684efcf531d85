import recovery from '@locale/recovery';
import { messagesFor } from '../t';

/** The 'recovery' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { recovery };

/** Reads the 'recovery' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ recovery });
