import viewer from '@locale/viewer';
import { messagesFor } from '../t';

/** The 'viewer' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { viewer };

/** Reads the 'viewer' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ viewer });
