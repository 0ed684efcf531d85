import settings from '@locale/settings';
import { messagesFor } from '../t';

/** The 'settings' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { settings };

/** Reads the 'settings' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ settings });
