// Importing this module registers the 'wallet' messages of this bundle's language (see registerMessages).
import wallet from '@locale/wallet';
import { registerMessages } from '../t';

registerMessages({ wallet });
