import errors from '@locale/errors';
import rewards from '@locale/rewards';
import { messagesFor } from '../t';

/** The 'rewards' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { rewards };

/**
 * Reads the 'rewards' messages, the error messages (the gift form shows a refusal of the recipient under its field,
 * tMaybe) and the core ones: importing it is what loads and registers them.
 */
export const { t, tMaybe } = messagesFor({ rewards, errors });
