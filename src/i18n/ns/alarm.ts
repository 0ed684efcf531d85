import alarm from '@locale/alarm';
import { messagesFor } from '../t';

/** The 'alarm' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { alarm };

/** Reads the 'alarm' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ alarm });
