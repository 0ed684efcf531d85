import detail from '@locale/detail';
import { messagesFor } from '../t';

/** The 'detail' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { detail };

/** Reads the 'detail' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ detail });
