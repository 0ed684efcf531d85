// Importing this module registers the 'detail' messages of this bundle's language (see registerMessages).
import detail from '@locale/detail';
import { registerMessages } from '../t';

registerMessages({ detail });
