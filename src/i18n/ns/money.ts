import money from '@locale/money';
import { messagesFor } from '../t';

/** The 'money' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { money };

/** Reads the 'money' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ money });
