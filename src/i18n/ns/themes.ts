import themes from '@locale/themes';
import { errors } from './errors';
import { messagesFor } from '../t';

/** The 'themes' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { themes };

/**
 * Reads the 'themes' messages, the error catalogue's (the theme page says NOT_FOUND_THEME in its words) and the core
 * ones: importing it is what loads and registers them, with the theme page's lazy route.
 */
export const { t } = messagesFor({ themes, errors });
