// Importing this module registers the 'account' messages of this bundle's language (see registerMessages).
import account from '@locale/account';
import { registerMessages } from '../t';

registerMessages({ account });
