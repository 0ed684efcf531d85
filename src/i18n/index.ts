export { formatMoney, formatNumber, locale, messagesFor, t, tMaybe } from './t';
export type { MessageParams, Namespaces, Texts } from './t';
export type { CoreMessages, CoreNamespace, MessageKey, Messages, PluralForms } from './messages';
