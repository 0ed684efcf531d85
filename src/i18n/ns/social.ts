import social from '@locale/social';
import { messagesFor } from '../t';

/** The 'social' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { social };

/** Reads the 'social' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ social });
