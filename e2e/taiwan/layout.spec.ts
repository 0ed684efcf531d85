import zhTW from '../../src/i18n/locales/zh-TW';
import { demo } from '../support/accounts';
import { layoutSuite } from '../support/layout-suite';

// No accessibility suite of its own: the layout walk scans each screen with axe as it goes (issue 28 finding 13).
layoutSuite(zhTW, { reader: demo.adult, axe: true });
