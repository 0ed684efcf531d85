import shop from '@locale/shop';
import { messagesFor } from '../t';

/** The 'shop' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { shop };

/** Reads the 'shop' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ shop });
