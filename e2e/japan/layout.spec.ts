import ja from '../../src/i18n/locales/ja';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

layoutSuite(ja, { reader: demo.adult });
