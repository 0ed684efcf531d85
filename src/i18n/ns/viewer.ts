// Importing this module registers the 'viewer' messages of this bundle's language (see registerMessages).
import viewer from '@locale/viewer';
import { registerMessages } from '../t';

registerMessages({ viewer });
