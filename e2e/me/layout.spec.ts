import en from '../../src/i18n/locales/en';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

layoutSuite(en, { reader: demo.adult });
