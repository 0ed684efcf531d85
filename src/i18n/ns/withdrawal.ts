import withdrawal from '@locale/withdrawal';
import { messagesFor } from '../t';

/** The 'withdrawal' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { withdrawal };

/** Reads the 'withdrawal' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ withdrawal });
