import wallet from '@locale/wallet';
import { messagesFor } from '../t';

/** The 'wallet' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { wallet };

/** Reads the 'wallet' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ wallet });
