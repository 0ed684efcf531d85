import community from '@locale/community';
import errors from '@locale/errors';
import { messagesFor } from '../t';

/** The 'community' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { community };

/**
 * Reads the comment screens' messages, the error messages (the composer shows a refusal's code in words beside the
 * text, tMaybe) and the core ones: importing it is what loads and registers them.
 */
export const { t, tMaybe } = messagesFor({ community, errors });
