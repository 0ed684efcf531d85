export { formatMoney, formatNumber, locale, t, tMaybe } from './t';
export type { MessageParams } from './t';
export type { MessageKey, Messages, PluralForms } from './messages';
