// Importing this module registers the 'errors' messages of this bundle's language (see registerMessages).
import errors from '@locale/errors';
import { registerMessages } from '../t';

registerMessages({ errors });
