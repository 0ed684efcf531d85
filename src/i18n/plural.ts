/** Plural forms chosen by Intl.PluralRules; `other` is always required. */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * Marks a plural message in the English reference dictionary. It widens the type to PluralForms so that a
 * language without a `one` form (ja, th, zh-TW) need not invent one.
 */
export function plural(forms: PluralForms): PluralForms {
  return forms;
}

export function isPluralForms(value: unknown): value is PluralForms {
  return value !== null && typeof value === 'object' && typeof (value as PluralForms).other === 'string';
}
