import en from '../../src/i18n/locales/en';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

// No accessibility suite of its own: the layout walk scans each screen with axe as it goes (issue 28 finding 13).
layoutSuite(en, { reader: demo.adult, axe: true });
