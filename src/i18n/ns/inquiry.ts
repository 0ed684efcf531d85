import inquiry from '@locale/inquiry';
import { messagesFor } from '../t';

/** The 'inquiry' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { inquiry };

/** Reads the 'inquiry' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ inquiry });
