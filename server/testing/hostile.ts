import { fc } from '@fast-check/vitest';

/**
 * Arbitraries of hostile input for the property tests of the API: values of every JSON type where a field expects
 * one, text with what PostgreSQL and our schemas refuse, numbers at every edge, and the raw shapes of query strings,
 * path segments, bodies and headers.
 */

/** Characters that break naive handling: NUL and other controls, lone surrogates, separators, quotes, escapes. */
const NASTY_PIECES = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '😀',
  'ä',
  '%00',
  '%',
  "'",
  '"',
  '\\',
  '/',
  '../',
  ',',
  '&',
  '=',
  '?',
  '#',
  '${x}',
  '<script>',
  '__proto__',
  'constructor',
] as const;

/** Characters no text field takes (NUL, the other controls, DEL, C1, lone surrogates), each alone in some text. */
const controlled = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085', '\ud800', '\udc00'),
    fc.string({ maxLength: 6 }),
  )
  .map((parts) => parts.join(''));

/** Any string: random code points, with nasty pieces spliced in often. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  controlled,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.oneof(fc.constantFrom(...NASTY_PIECES), fc.string({ maxLength: 6 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.constantFrom('', ' ', 'null', 'undefined', 'true', '0', '-1', '1e3', '0x10', 'NaN', 'Infinity', '1.5'),
  // Long enough for every bound (2048 is the longest text field), short enough to stay under the body limit.
  fc
    .tuple(fc.constantFrom('a', '😀', '\u0000', ' ', '%'), fc.integer({ min: 20, max: 3000 }))
    .map(([c, n]) => c.repeat(n)),
);

/** Numbers at every edge an id, an amount or a percentage has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1.5, 99.999, 100.0001, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e308),
  fc.constantFrom(-1e308, 1e-50, 5e-324, -(2 ** 31), 3000, 200, 201, 300, 301),
  fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of any type and some depth. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(true, false, null, [], {}, [1], { $ne: 1 }, JSON.parse('{"__proto__":{"polluted":true}}') as unknown),
);

/** A value for a field that expects anything: mostly of another type than the field's, sometimes the right type gone bad. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: anyJson, weight: 2 },
  { arbitrary: fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 400 }), weight: 1 },
);

/** UTF-8 percent-encoding that also takes lone surrogates (TextEncoder writes them as U+FFFD, as a browser would). */
export function percentEncode(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** Raw pieces no encoder writes: broken escapes, overlong and surrogate UTF-8, bytes that are not UTF-8. */
const RAW_JUNK = ['%', '%z', '%zz', '%C0%80', '%ED%A0%80', '%FF%FE', '%E3%81', '%25', '%2F', '%2e%2e', '+', ';'];

/** A value as it appears in a URL: encoded hostile text, or raw junk. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map(percentEncode), weight: 4 },
  {
    arbitrary: fc.array(fc.constantFrom(...RAW_JUNK, 'a', '1'), { minLength: 1, maxLength: 6 }).map((p) => p.join('')),
    weight: 1,
  },
  { arbitrary: hostileNumber.map((n) => percentEncode(String(n))), weight: 2 },
);

/** A path segment that stands where an id, a kind or a flag belongs. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: urlValue.filter((value) => value !== ''), weight: 3 },
  {
    arbitrary: fc.constantFrom('0', '-1', '1', '01', '2147483647', '2147483648', '99999999999999999999', '1.5', '1e3'),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('true', 'false', 'TRUE', 'charge', 'use', 'mileage', '..', '.', '%2F'), weight: 1 },
);

/** A query string over the keys the API reads (and others): each value repeated, encoded or raw junk. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, { arbitrary: urlValue, weight: 1 });
  return fc
    .array(fc.tuple(key, urlValue), { maxLength: 5 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

/** Header values as the Fetch API lets a client send them: no NUL, CR or LF, Latin-1 only. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.integer({ min: 0x20, max: 0xff }), { maxLength: 60 })
    .map((codes) => String.fromCharCode(...codes).trim()),
  fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
    'Bearer a.b.c',
    'de',
    'ja',
    '*',
    'x'.repeat(4000),
  ),
);
