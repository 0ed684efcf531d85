import offerwall from '@locale/offerwall';
import { messagesFor } from '../t';

/** The 'offerwall' messages of this bundle's language, to combine with another namespace's (messagesFor). */
export { offerwall };

/** Reads the 'offerwall' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ offerwall });
