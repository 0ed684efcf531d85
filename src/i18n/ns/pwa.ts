import pwa from '@locale/pwa';
import { messagesFor } from '../t';

/** The 'pwa' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { pwa };

/** Reads the 'pwa' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ pwa });
