// Importing this module registers the 'transfer' messages of this bundle's language (see registerMessages).
import transfer from '@locale/transfer';
import { registerMessages } from '../t';

registerMessages({ transfer });
