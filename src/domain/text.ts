import * as z from 'zod/mini';

/**
 * The one text schema under every string a request carries (bodies, query strings, form fields). Readers never type
 * control characters, and PostgreSQL refuses NUL and lone surrogates outright, so such input is refused at the edge
 * with INVALID_PARAMETER instead of failing deep inside a query.
 */

export interface TextOptions {
  /** Fewest UTF-16 code units (default 0). */
  min?: number;
  /** Most UTF-16 code units; every field has a bound. */
  max: number;
  /** Free text a reader writes over several lines (a gift message, a comment): tab, LF and CR are allowed. */
  multiline?: boolean;
}

// C0 controls, DEL and the C1 controls. Multi-line text keeps tab, LF and CR, which pasted paragraphs carry.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether every surrogate is half of a pair: a lone one is not a character and cannot be stored as UTF-8. */
export function isWellFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}

/** Whether `value` holds only characters a field of that kind accepts (length aside). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) && isWellFormedText(value);
}

/** A bounded string without control characters (see isCleanText); the length is checked first, so junk is not scanned. */
export function text({ min = 0, max, multiline = false }: TextOptions) {
  return z.string().check(
    z.maxLength(max, { abort: true }),
    z.minLength(min, { abort: true }),
    z.refine((value) => isCleanText(value, multiline), { message: 'control characters' }),
  );
}

/** A positive 32-bit id as a JSON number: never a string, a boolean or a fraction. */
export const entityId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** Whether a path or query value is the decimal form of an entityId (digits only, no sign, no leading zero). */
export function isIdText(value: string): boolean {
  return ID_DIGITS.test(value) && Number(value) <= 2_147_483_647;
}

/** An entityId written in a query string: digits only, then a number. */
export const idText = z.pipe(
  z.string().check(z.refine(isIdText, { message: 'not an id' })),
  z.transform((value) => Number(value)),
);
