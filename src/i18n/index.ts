export { formatMoney, formatNumber, locale, messagesFor, registerMessages, t, tMaybe } from './t';
export type { MessageParams, Namespaces, Texts } from './t';
export type { CoreMessages, CoreNamespace, MessageKey, Messages, PluralForms } from './messages';
