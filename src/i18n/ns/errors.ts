import errors from '@locale/errors';
import { messagesFor } from '../t';

/** The 'errors' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { errors };

/**
 * Reads the catalogue's messages and the core ones: importing it is what loads and registers them. Only this
 * namespace offers tMaybe, for the codes that come from the server; the others are read by typed keys alone.
 */
export const { t, tMaybe } = messagesFor({ errors });
