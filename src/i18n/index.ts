export { formatMoney, formatNumber, locale, registerMessages, t, tMaybe } from './t';
export type { MessageParams } from './t';
export type { CoreMessages, MessageKey, Messages, PluralForms } from './messages';
