// Importing this module registers the 'shop' messages of this bundle's language (see registerMessages).
import shop from '@locale/shop';
import { registerMessages } from '../t';

registerMessages({ shop });
