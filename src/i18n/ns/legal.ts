import legal from '@locale/legal';
import { messagesFor } from '../t';

/** The 'legal' messages of this bundle's language: the terms of use and the privacy policy, loaded with their pages. */
export { legal };

/** Reads the 'legal' messages and the core ones: importing it is what loads and registers them. */
export const { t } = messagesFor({ legal });
