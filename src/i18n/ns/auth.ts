// Importing this module registers the 'auth' messages of this bundle's language (see registerMessages).
import auth from '@locale/auth';
import { registerMessages } from '../t';

registerMessages({ auth });
