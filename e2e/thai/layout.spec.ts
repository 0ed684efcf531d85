import th from '../../src/i18n/locales/th';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

layoutSuite(th, { reader: demo.adult });
